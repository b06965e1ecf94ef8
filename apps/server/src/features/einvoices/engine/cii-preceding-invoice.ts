// The preceding invoice (BG-3: BT-25 number, BT-26 date) in a CII document. @e-invoice-eu/core 2.3.4
// writes cac:BillingReference into UBL but drops it from CII: its CII mapping reads the number from
// BillingReference itself instead of its InvoiceDocumentReference (gflohr/e-invoice-eu#455, fixed after
// 2.3.4, which is the newest release on npm). Until the library is updated, the reference is added
// here, where the CII D16B schema puts it: right after the header's monetary summation.
import type { EInvoiceDocument } from './einvoice-document';

const SUMMATION_END = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function addCiiPrecedingInvoice(xml: string, reference: EInvoiceDocument['precedingInvoice']): string {
  if (!reference || xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  const at = xml.indexOf(SUMMATION_END);
  if (at < 0) throw new Error('The CII document has no header monetary summation to follow.');
  const end = at + SUMMATION_END.length;
  const block =
    '<ram:InvoiceReferencedDocument>' +
    `<ram:IssuerAssignedID>${escapeXml(reference.number)}</ram:IssuerAssignedID>` +
    '<ram:FormattedIssueDateTime>' +
    `<qdt:DateTimeString format="102">${reference.issueDate.replace(/-/g, '')}</qdt:DateTimeString>` +
    '</ram:FormattedIssueDateTime>' +
    '</ram:InvoiceReferencedDocument>';
  return xml.slice(0, end) + block + xml.slice(end);
}
