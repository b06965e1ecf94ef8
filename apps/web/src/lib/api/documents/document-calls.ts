// The calls every kind of document makes, written once and driven by the kind's description
// (lib/documents/kinds; docs/decisions/0218-one-document-kind-on-the-web.md): the kind gives the call's
// name and its id and number fields, the answer is typed by the kind's schemas.
import type { Page } from '@tradebook/domain/api/envelope';
import type { z } from 'zod';
import type { DocumentAttachment } from '@tradebook/domain/documents/attachments.schemas';
import type { EditInvoiceLineSchema } from '@tradebook/domain/invoices/invoice-requests.schemas';
import { apiGet, apiPage, apiPost } from '../../api-client';
import type { DocumentExportFormat, DocumentKind } from '../../documents/kinds/document-kind';

/** The call a kind makes for `what`; a screen offers only what its kind has. */
function callOf(kind: DocumentKind<unknown, unknown, unknown>, what: keyof DocumentKind['calls']): string {
  const call = kind.calls[what];
  if (typeof call !== 'string') throw new Error(`A ${kind.noun} has no ${what} call.`);
  return call;
}

export function getDocuments<Row, ListRequest extends object>(
  kind: DocumentKind<unknown, Row, ListRequest>,
  request: ListRequest,
): Promise<Page<Row>> {
  return apiPage<Row>('POST', kind.calls.list, { ...(request as Record<string, unknown>) });
}

export async function getDocument<Doc>(kind: DocumentKind<Doc>, number: string): Promise<Doc> {
  return (await apiPost<Doc>(kind.calls.detail, { [kind.numberField]: number })).response;
}

export async function getDocumentNumber<Answer>(kind: DocumentKind): Promise<Answer> {
  return (await apiGet<Answer>(callOf(kind, 'number'))).response;
}

/** create_invoice, update_invoice, ...: the request as the domain's save schema reads it. */
export async function saveDocument<Doc>(
  kind: DocumentKind<Doc>,
  request: object,
  mode: 'create' | 'update',
): Promise<Doc> {
  return (await apiPost<Doc>(callOf(kind, mode), { ...request })).response;
}

export async function deleteDocument(
  kind: DocumentKind,
  request: { id: number; client_id: number },
): Promise<void> {
  await apiPost<null>(callOf(kind, 'remove'), { [kind.idField]: request.id, client_id: request.client_id });
}

export async function voidDocument<Doc>(kind: DocumentKind<Doc>, id: number): Promise<Doc> {
  return (await apiPost<Doc>(callOf(kind, 'void'), { [kind.idField]: id })).response;
}

export async function emailDocument<Doc>(kind: DocumentKind<Doc>, input: object): Promise<Doc> {
  return (await apiPost<Doc>(kind.calls.email, { ...input })).response;
}

export async function getDocumentLine<Line>(kind: DocumentKind, id: number, lineId: number): Promise<Line> {
  return (await apiPost<Line>(callOf(kind, 'lineDetail'), { [kind.idField]: id, item_id: lineId })).response;
}

/** The line's fields as the edit dialog sends them: the domain's edit-line request, the kind adding its
 * document's id. */
export type DocumentLineFields = Omit<z.input<typeof EditInvoiceLineSchema>, 'invoice_id'>;

export async function editDocumentLine<Doc>(
  kind: DocumentKind<Doc>,
  id: number,
  line: DocumentLineFields,
): Promise<Doc> {
  return (await apiPost<Doc>(callOf(kind, 'lineEdit'), { ...line, [kind.idField]: id })).response;
}

export async function uploadDocumentAttachments(
  kind: DocumentKind,
  id: number,
  files: readonly Blob[],
): Promise<DocumentAttachment[]> {
  const form = new FormData();
  form.append(kind.idField, String(id));
  files.forEach((file, index) => {
    form.append(kind.attachmentsField ?? 'attachments[]', file, `attachment-${index + 1}.jpg`);
  });
  return (await apiPost<DocumentAttachment[]>(callOf(kind, 'uploadAttachments'), form)).response;
}

/** An export of the list's filters (no page): the signed, expiring download link in response[0]. */
export async function getDocumentExportLink(
  kind: DocumentKind,
  format: DocumentExportFormat,
  filters: object,
  signal?: AbortSignal,
): Promise<string> {
  const envelope = await apiPost<string[]>(kind.calls.exports[format], { ...filters }, { signal });
  const link = envelope.response[0];
  if (!link) throw new Error('The export answered no link.');
  return link;
}
