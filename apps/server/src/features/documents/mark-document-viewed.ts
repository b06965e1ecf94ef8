// The client opened a document's link: the document keeps when it was first viewed (docs/decisions/0366),
// so the owner's answers and list rows say Viewed from the row itself, without a query per row.
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import type { DocumentRow } from './document-rows';
import { markDocumentViewed } from './documents.repository';

export async function markViewedByClient(ctx: AppContext, owner: OwnerId, row: DocumentRow): Promise<void> {
  if (row.viewed_at !== null) return;
  await markDocumentViewed(ctx.db, owner, row.id, ctx.now().toISOString());
}
