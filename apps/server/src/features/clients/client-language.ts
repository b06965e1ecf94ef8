// A client's document language (docs/decisions/0389): left out of create_client, the business's own.
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@tradebook/domain/clients/clients.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { findProfileRow } from '../accounts/user-profiles.repository';

/** A stored language code as a document language; anything else reads English ('us'). */
export function toDocumentLanguage(code: string | null | undefined): DocumentLanguage {
  const lower = (code ?? '').toLowerCase();
  return DOCUMENT_LANGUAGES.find((language) => language === lower) ?? 'us';
}

/** The business's language: the account's. */
export async function businessLanguage(ctx: AppContext, owner: OwnerId): Promise<DocumentLanguage> {
  const row = await findProfileRow(ctx.db, owner);
  return toDocumentLanguage(row?.language);
}
