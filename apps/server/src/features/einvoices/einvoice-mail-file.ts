// The file a document's e-mail carries when the owner chose the Factur-X PDF in Settings, E-invoices
// (docs/decisions/0318): a kind's `pdf.mailFile` hook, shared by invoices and credit notes. One that
// cannot be made valid refuses the e-mail with its problems (422) rather than sending an invalid
// e-invoice; with the plain PDF chosen, undefined (the engine renders the PDF).
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import type { DocumentKind } from '../documents/document-kind';
import type { DocumentRow } from '../documents/document-rows';
import { getEInvoiceSettings } from '../settings/einvoice-settings.service';
import { makeDocumentEInvoice } from './make-einvoice';

export async function facturXMailFile(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
): Promise<{ filename: string; content: Buffer } | undefined> {
  if ((await getEInvoiceSettings(ctx, owner)).email_attachment !== 'facturx') return undefined;
  return makeDocumentEInvoice(ctx, owner, kind, row, 'facturx');
}
