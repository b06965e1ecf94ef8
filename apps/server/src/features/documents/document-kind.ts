// A kind of document (quotation, invoice, credit note, later recurring template) described once: its
// number, wording, which statuses allow editing, what its list filter means, what its PDF and e-mail say
// and its export columns. Saving, lines, attachments, PDF, e-mail, exports and lists are written once,
// in this folder, for every kind; a kind's own folder keeps only its routes, statuses and answers.
import type { z } from 'zod';
import type { DocumentMailFacts } from '@tradebook/domain/documents/document-mail';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { DocumentFilters } from '@tradebook/domain/documents/list-documents.schemas';
import type { NumberKind } from '../numbering/numbering.service';
import type { DocumentListRow, DocumentRow, DocumentRowFilters, EditableWhen } from './document-rows';
import type { ExportColumn } from '../../exports/export-writers';
import type { Letterhead } from './letterhead';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import type { PdfSection } from '../../pdf/document-model';
import type { SummaryColumn } from '../../pdf/render-summary';

/** Writes a calendar date ('2026-11-21') as the business's country reads it (ADR 0368). */
export type FormatDate = (date: string) => string;
/** An amount of the document's currency as its client's language writes it ('1.234,56 €' in German). */
export type FormatAmount = (minor: number) => string;

export interface DocumentKindMessages {
  notEditable: string;
  voidNotEditable: string;
  voidEmail: string;
  clientHasNoEmail: string;
  attachmentsRequired: string;
  tooManyAttachments: string;
  currencyInvalid: string;
}

/** One row of an export, with the date "expired" or "overdue" is measured against. */
export interface ExportRecord {
  row: DocumentListRow;
  today: string;
}

export interface DocumentKind<Filter extends string = string> {
  /** Stored in documents.kind; also the download path of one document's PDF. */
  kind: string;
  /** The number sequence and prefix: 'QUO' gives QUO-000001 (features/numbering). */
  numberKind: NumberKind;
  /** The download path and file name of the list's exports: 'quotations'. */
  exportName: string;
  /** 'Quotation': e-mail subjects, PDF titles. */
  noun: string;
  /** The days setting that gives a new document's terms (validity or payment); a credit note has none. */
  termsSetting: 'quotation_days' | 'invoice_days' | null;
  editable: EditableWhen;
  maxAttachments: number;
  messages: DocumentKindMessages;
  pdf: {
    title: string;
    numberLabel: string;
    /** The label of the due date under the number; left out, no due date is printed (a credit note). */
    dueLabel?: string;
    recipientHeading: string;
    /** Facts of the kind's own printed under the number and date (a credit note's invoice). */
    facts?: (
      ctx: AppContext,
      owner: OwnerId,
      row: DocumentRow,
      formatDate: FormatDate,
    ) => Promise<Array<{ label: string; value: string }>>;
    /** A word stamped across the first page besides VOID (which every kind gets): an invoice's PAID. */
    stamp?: (row: DocumentRow) => string | undefined;
    /** Sections of the kind's own, printed after the totals (an invoice's payments received), their
     * dates and amounts written as the totals are. */
    sections?: (
      ctx: AppContext,
      owner: OwnerId,
      row: DocumentRow,
      formatDate: FormatDate,
      formatAmount: FormatAmount,
    ) => Promise<PdfSection[]>;
    /** The file the e-mail carries instead of the plain PDF, when the owner chose one (an invoice's
     * Factur-X PDF, docs/decisions/0318); undefined for the plain PDF. */
    mailFile?: (
      ctx: AppContext,
      owner: OwnerId,
      row: DocumentRow,
    ) => Promise<{ filename: string; content: Buffer } | undefined>;
  };
  /** Reads the filters an export link carries (the list call's fields, without paging). */
  filtersSchema: z.ZodType<DocumentFilters<Filter>>;
  /** The list's status filter (`category`) as row filters, on `today`. */
  rowFilters(
    filter: Filter,
    today: string,
  ): Pick<DocumentRowFilters, 'statuses' | 'void' | 'dueBefore' | 'unpaid'>;
  /** A kind whose e-mails carry the client's link (PUBLIC_URL/d/<token>, features/client-links) says
   * what the link lets the client do, in the line before it. */
  clientLink?: { callToAction: string };
  /** The status a document takes once e-mailed to its client. */
  statusAfterSending(status: string): string;
  /** What its e-mail names by default (the words: documentMailDefaults in the domain, ADR 0209); `source`
   * is the document it was made from, if any (a credit note's invoice). */
  mailFacts(
    row: DocumentRow,
    client: Client,
    letterhead: Letterhead,
    source: { id: number; number: string } | undefined,
  ): DocumentMailFacts;
  exportSheet: string;
  exportColumns: ExportColumn<ExportRecord>[];
  /** The columns of the list's PDF summary (a share of the width each). */
  summaryColumns: SummaryColumn<ExportRecord>[];
}
