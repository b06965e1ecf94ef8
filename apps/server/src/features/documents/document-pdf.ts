// A document as a PDF, for every kind: the document's own figures (as stored, computed by the server)
// printed on the business's letterhead through the PDF port (ctx.pdf). Served through a signed link
// (pdfLink), attached to the e-mail, and zipped by the export.
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { addressLines } from '@tradebook/domain/documents/postal-address';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import type { AppContext } from '../../app-context';
import { countryNameIn } from './country-names';
import { documentWords, type DocumentWords } from '../../locales/document-words';
import { notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import type { DocumentPdfModel, PdfLabels, PdfSection } from '../../pdf/document-model';

type PdfFact = DocumentPdfModel['facts'][number];
import { getClient } from '../clients/clients.service';
import { findCountry } from '../lookups/countries';
import { currencyById } from '../lookups/currencies';
import type { DocumentKind } from './document-kind';
import { totalLines } from './document-pdf-totals';
import { listLines } from './document-lines.repository';
import type { LineRow } from './document-rows';
import type { DocumentRow } from './document-rows';
import { loadLetterhead, type Letterhead } from './letterhead';
import { pdfFilename, requireDocument, today } from './read-documents';
import { readStatusWord } from './status-word';
import { formatPhoneNumber } from '@tradebook/domain/api/phone-number';

function recipientOf(kind: DocumentKind, client: Client, words: DocumentWords) {
  const known = (value: string) => (value && value !== NOT_AVAILABLE ? value : '');
  return {
    heading: words.t('documents', `recipient.${kind.kind}`, { defaultValue: kind.pdf.recipientHeading }),
    name: known(client.business_name) || client.full_name,
    lines: [
      known(client.business_name) ? client.full_name : '',
      // The whole address, the town included, the postcode in the country's form (docs/decisions/0352).
      ...addressLines(
        {
          street1: known(client.postal_address),
          street2: known(client.street2),
          city: known(client.city),
          state: known(client.state),
          postcode: known(client.zip),
          // The country in the client's language (docs/decisions/0394).
          country: countryNameIn(known(client.country), words.locale),
        },
        findCountry(client.country)?.code,
      ),
      client.email,
      formatPhoneNumber(known(client.phone1)),
    ].filter(Boolean),
  };
}

/** What a kind adds to its PDF from its own records: facts under the number (a credit note's invoice) and
 * sections after the totals (an invoice's payments received); and the document's status in plain words
 * (docs/decisions/0366), printed under its dates. */
export interface PdfExtras {
  facts: PdfFact[];
  sections: PdfSection[];
  status?: string;
}

/** What the caller may already know of the status: a list row's invoice made from it, the client reading
 * it now, or the word itself (the client's page says the same word). */
export interface StatusKnown {
  invoiced?: boolean;
  viewed?: boolean;
  statusWord?: string;
}

export function documentPdfModel(
  kind: DocumentKind,
  row: DocumentRow,
  lines: LineRow[],
  client: Client,
  letterhead: Letterhead,
  extras: PdfExtras = { facts: [], sections: [] },
): DocumentPdfModel {
  const currency = currencyById(row.currency_id);
  const money = { code: currency?.code ?? '', symbol: currency?.symbol ?? '' };
  // In the client's language, numbers and dates as it writes them with the business's country
  // (docs/decisions/0389); in English, dates in the order of the business's country (ADR 0368).
  const words = documentWords(client.language, letterhead.countryCode);
  const t = (key: string, fallback: string) => words.t('documents', key, { defaultValue: fallback });
  const dated: PdfFact[] = [{ label: t('fact.date', 'Date'), value: words.date(row.document_date) }];
  if (kind.pdf.dueLabel) {
    dated.push({ label: t(`due.${kind.kind}`, kind.pdf.dueLabel), value: words.date(row.due_date) });
  }
  const status: PdfFact[] = extras.status
    ? [{ label: t('fact.status', 'Status'), value: words.statusWord(extras.status) }]
    : [];
  const labelled = (fact: PdfFact) => ({ ...fact, label: words.label(fact.label) });
  const translated = (section: PdfSection): PdfSection => ({
    heading: words.label(section.heading),
    rows: section.rows.map(labelled),
  });
  const stamp = row.is_void !== 0 ? 'VOID' : kind.pdf.stamp?.(row);
  return {
    title: t(`title.${kind.kind}`, kind.pdf.title),
    number: { label: t(`number.${kind.kind}`, kind.pdf.numberLabel), value: row.number },
    facts: [...dated, ...status, ...extras.facts.map(labelled)],
    business: businessInLanguage(letterhead, words),
    businessIds: letterhead.businessIds.map(labelled),
    recipient: recipientOf(kind, client, words),
    currency: money,
    items: lines.map((line) => ({
      name: line.name,
      description: line.description,
      quantity: quantityToText(line.quantity_milli),
      unitPriceMinor: line.unit_price_minor,
      totalMinor: line.line_total_minor,
    })),
    totals: totalLines(row, words),
    paymentSections: [...extras.sections, ...letterhead.paymentSections].map(translated),
    notes: row.notes,
    stamp: stamp && t(`stamp.${stamp}`, stamp),
    meta: { title: `${t(`noun.${kind.kind}`, kind.noun)} ${row.number}`, author: letterhead.name },
    ...(words.locale ? { locale: words.locale } : {}),
    labels: pdfLabels(words),
  };
}

/** The letterhead with the business's country named in the client's language (docs/decisions/0394). */
function businessInLanguage(letterhead: Letterhead, words: DocumentWords): DocumentPdfModel['business'] {
  const { business, country } = letterhead;
  if (!country || !words.locale) return business;
  const named = countryNameIn(country, words.locale);
  return { ...business, lines: business.lines.map((line) => (line === country ? named : line)) };
}

/** The words the renderer draws around the figures (pdf/document-model.ts). */
function pdfLabels(words: DocumentWords): PdfLabels {
  const t = (key: string) => words.t('documents', key);
  return {
    index: t('table.index'),
    item: t('table.item'),
    quantity: t('table.quantity'),
    unitPrice: t('table.unit_price'),
    amount: t('table.amount'),
    noItems: t('table.no_items'),
    notes: t('heading.notes'),
    paymentDetails: t('heading.payment_details'),
    page: words.t('documents', 'footer.page', { page: '{page}', pages: '{pages}' }),
  };
}

/** What the kind adds to its PDF: facts under the number (a credit note's invoice), sections after the
 * totals (payments received); and the status in plain words. */
export async function documentPdfExtras(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  known: StatusKnown = {},
  countryCode?: string,
  language?: string,
): Promise<PdfExtras> {
  // Dates and amounts in the client's language when known (docs/decisions/0389, 0394), else as English
  // writes them (ADR 0368).
  const words = documentWords(language, countryCode);
  const formatDate = words.date;
  const currency = currencyById(row.currency_id);
  const money = { code: currency?.code ?? '', symbol: currency?.symbol ?? '' };
  const formatAmount = (minor: number) => words.money(minor, money);
  return {
    facts: (await kind.pdf.facts?.(ctx, owner, row, formatDate)) ?? [],
    sections: (await kind.pdf.sections?.(ctx, owner, row, formatDate, formatAmount)) ?? [],
    status: known.statusWord ?? (await readStatusWord(ctx, owner, row, today(ctx), known)),
  };
}

export interface RenderedPdf {
  filename: string;
  content: Buffer;
}

/** What the caller has already read of a document's PDF. */
export interface KnownParts extends StatusKnown {
  letterhead?: Letterhead;
  lines?: LineRow[];
  client?: Client;
}

/** What the document's PDF prints, as a model: the PDF renderer draws it, and the client's page shows
 * it (features/client-links), so both carry exactly the same figures. When building many (an export),
 * the caller passes what it already read: the letterhead once, each batch's lines and clients. */
export async function buildDocumentPdfModel(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  known: KnownParts = {},
): Promise<DocumentPdfModel> {
  const lines = known.lines ?? (await listLines(ctx.db, owner, [row.id]));
  const client = known.client ?? (await getClient(ctx, owner, row.client_id));
  const letterhead = known.letterhead ?? (await loadLetterhead(ctx, owner));
  const extras = await documentPdfExtras(
    ctx,
    owner,
    kind,
    row,
    known,
    letterhead.countryCode,
    client.language,
  );
  return documentPdfModel(kind, row, lines, client, letterhead, extras);
}

/** Renders one of the owner's documents. */
export async function renderDocumentPdf(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  known: KnownParts = {},
): Promise<RenderedPdf> {
  const model = await buildDocumentPdfModel(ctx, owner, kind, row, known);
  return { filename: pdfFilename(row), content: await ctx.pdf.render(model) };
}

/** The PDF behind a signed link: the document must still be the owner's and still carry that number. */
export async function documentPdfForLink(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  link: { key: string; filename: string },
): Promise<RenderedPdf> {
  const id = /^\d{1,15}$/.test(link.key) ? Number(link.key) : 0;
  const row = await requireDocument(ctx, owner, kind, { id });
  if (pdfFilename(row) !== link.filename) throw notFound();
  return renderDocumentPdf(ctx, owner, kind, row);
}
