// The kinds of document a client link opens, by the name stored in documents.kind.
import type { LinkedKind } from '@tradebook/domain/client-links/client-link.schemas';
import type { DocumentKind } from '../documents/document-kind';
import { invoiceKind } from '../invoices/invoice-kind';
import { quotationKind } from '../quotations/quotation-kind';

export const LINKED_KINDS: Record<LinkedKind, DocumentKind> = {
  quotation: quotationKind,
  invoice: invoiceKind,
};

export function linkedKindOf(kind: string): DocumentKind | undefined {
  return kind === 'quotation' || kind === 'invoice' ? LINKED_KINDS[kind] : undefined;
}
