// An e-invoice of one of the owner's documents, checked before it leaves (docs/decisions/0319, 0320):
// first what we know cannot be expressed or is missing (check-expressible.ts), then the XML written by
// the library is checked against its schema and business rules. Any problem refuses the file (422 with
// the problems in the owner's words); nothing invalid is ever answered or e-mailed.
import type { EInvoiceFormat } from '@tradebook/domain/einvoices/einvoice-formats';
import type { EInvoiceCheck, EInvoiceProblem } from '@tradebook/domain/einvoices/einvoice.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { checkExpressible } from './engine/check-expressible';
import { einvoiceFilename, FORMAT_SPECS } from './engine/einvoice-formats';
import { validateEInvoice } from './engine/validate-einvoice';
import { writeEInvoiceXml } from './engine/write-einvoice-xml';
import type { DocumentKind } from '../documents/document-kind';
import { documentPdfExtras, documentPdfModel } from '../documents/document-pdf';
import { documentLines } from '../documents/read-documents';
import type { DocumentRow } from '../documents/document-rows';
import { loadLetterhead } from '../documents/letterhead';
import { getClient } from '../clients/clients.service';
import { einvoiceOptionsOf, notReadyMessageOf } from './einvoice-kind-options';
import { einvoiceOfDocument } from './einvoice-of-document';

export interface MadeEInvoice {
  filename: string;
  contentType: 'application/xml' | 'application/pdf';
  content: Buffer;
  /** The XML (for Factur-X, the one inside the PDF). */
  xml: string;
}

const VOID_PROBLEM: EInvoiceProblem = {
  place: 'invoice',
  field: '',
  message: 'A void invoice cannot be sent as an e-invoice.',
  rule: '',
};

interface Prepared {
  problems: EInvoiceProblem[];
  xml: string;
}

async function prepare(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  format: EInvoiceFormat,
  parts: Parameters<typeof einvoiceOfDocument>[4],
): Promise<Prepared> {
  if (row.is_void !== 0) return { problems: [VOID_PROBLEM], xml: '' };
  const options = await einvoiceOptionsOf(ctx, owner, kind, row);
  const doc = await einvoiceOfDocument(ctx, owner, row, options, parts);
  const before = checkExpressible(doc, format);
  if (before.length > 0) return { problems: before, xml: '' };
  const xml = await writeEInvoiceXml(doc, format);
  const { problems } = await validateEInvoice(xml, format, doc.typeCode);
  return { problems, xml };
}

/** What keeps the document from being a valid e-invoice in this format; none when it is ready. The
 * kind says what it is in EN 16931 (einvoice-kind-options.ts). */
export async function checkDocumentEInvoice(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  format: EInvoiceFormat,
): Promise<EInvoiceCheck> {
  const { problems } = await prepare(ctx, owner, kind, row, format, {});
  return { ready: problems.length === 0, format, problems };
}

/** The file, or a 422 listing every problem in the owner's words. */
export async function makeDocumentEInvoice(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  format: EInvoiceFormat,
): Promise<MadeEInvoice> {
  const lines = await documentLines(ctx, owner, row.id);
  const client = await getClient(ctx, owner, row.client_id);
  const { problems, xml } = await prepare(ctx, owner, kind, row, format, { lines, client });
  if (problems.length > 0) {
    throw new AppError('validation', [
      notReadyMessageOf(kind),
      ...problems.map((problem) => problem.message),
    ]);
  }
  const filename = einvoiceFilename(row.number, format);
  if (FORMAT_SPECS[format].extension === 'xml') {
    return { filename, contentType: 'application/xml', content: Buffer.from(xml, 'utf8'), xml };
  }
  const letterhead = await loadLetterhead(ctx, owner);
  const extras = await documentPdfExtras(ctx, owner, kind, row, {}, letterhead.countryCode);
  const model = documentPdfModel(kind, row, lines, client, letterhead, extras);
  const content = await ctx.pdf.render({
    ...model,
    facturX: { xml, conformanceLevel: 'EN 16931', createdAt: ctx.now().toISOString() },
  });
  return { filename, contentType: 'application/pdf', content, xml };
}
