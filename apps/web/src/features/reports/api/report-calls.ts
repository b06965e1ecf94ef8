// The report calls (docs/decisions/0376-reports.md): each report's answer for the period asked (nothing
// is asked until the period is given), its PDF or spreadsheet, and a client's statement e-mailed.
import { useQuery } from '@tanstack/react-query';
import type { DocumentMailInput } from '@tradebook/domain/documents/document-mail.schemas';
import type { ReportName } from '@tradebook/domain/reports/report-requests.schemas';
import { apiPost } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/downloads/download-file';

export type ReportBody = Record<string, string | number>;

/** POST reports/<name> with `body`; null waits (a period not yet chosen). */
export function useReport<T>(name: ReportName, body: ReportBody | null) {
  return useQuery({
    queryKey: ['reports', name, body],
    queryFn: async () => (await apiPost<T>(`reports/${name}`, body ?? {})).response,
    enabled: body !== null,
  });
}

export function downloadReport(report: ReportName, format: 'pdf' | 'xlsx', body: ReportBody) {
  return downloadApiFile('reports/export', {
    body: { ...body, report, format },
    filename: `${report}.${format}`,
  });
}

export function emailStatement(body: ReportBody, fields: DocumentMailInput) {
  return apiPost<{ to: string }>('reports/email_statement', {
    client_id: body.client_id ?? '',
    from: body.from ?? '',
    to: body.to ?? '',
    email_to: fields.to ?? null,
    cc: fields.cc ?? null,
    subject: fields.subject ?? null,
    message: fields.message ?? null,
  });
}
