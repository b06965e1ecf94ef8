// A kind's documents read in keyset batches in the list's order, for what writes every one of them: a
// list's export files and the period pack. Memory stays flat whatever the number of documents.
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { findClients } from '../clients/clients.service';
import type { DocumentKind, ExportRecord } from './document-kind';
import { listLines } from './document-lines.repository';
import { listDocumentBatch } from './document-list.repository';
import { renderDocumentPdf } from './document-pdf';
import type { DocumentListRow, DocumentRowFilters } from './document-rows';
import { loadLetterhead } from './letterhead';
import { today } from './read-documents';

/** The documents `filters` select, `size` rows a query. */
export async function* documentBatches(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  filters: DocumentRowFilters,
  size: number,
): AsyncGenerator<DocumentListRow[]> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const batch = await listDocumentBatch(ctx.db, ctx.dialect, owner, kind.kind, filters, after, size);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < size) return;
    after = { date: last.document_date, id: last.id };
  }
}

/** Each document as the kind's export columns read it. */
export async function* exportRecords(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  filters: DocumentRowFilters,
  size: number,
): AsyncGenerator<ExportRecord> {
  const date = today(ctx);
  for await (const batch of documentBatches(ctx, owner, kind, filters, size)) {
    for (const row of batch) yield { row, today: date };
  }
}

/** Each document with its PDF, rendered one at a time: one query for the lines of a batch and one for
 * its clients, the letterhead once. */
export async function* documentPdfs(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  filters: DocumentRowFilters,
  size: number,
) {
  const letterhead = await loadLetterhead(ctx, owner);
  for await (const batch of documentBatches(ctx, owner, kind, filters, size)) {
    const lines = await listLines(
      ctx.db,
      owner,
      batch.map((row) => row.id),
    );
    const clients = await findClients(
      ctx,
      owner,
      batch.map((row) => row.client_id),
    );
    const byId = new Map<number, Client>(clients.map((client) => [client.id, client]));
    for (const row of batch) {
      const pdf = await renderDocumentPdf(ctx, owner, kind, row, {
        letterhead,
        client: byId.get(row.client_id),
        lines: lines.filter((line) => line.document_id === row.id),
        invoiced: row.derived_id !== null,
      });
      yield { row, pdf };
    }
  }
}
