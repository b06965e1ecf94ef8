// A client's statement of a period (docs/decisions/0376-reports.md): choose the client, show it, download
// it, or e-mail it to the client with the composer.
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { ClientStatement } from '@tradebook/domain/reports/report-answers.schemas';
import { ClientPickerDialog } from '../../../components/client-picker/client-picker-dialog';
import { EmailComposerDialog } from '../../../components/email-composer/email-composer-dialog';
import { emailStatement, useReport } from '../api/report-calls';
import { Paging } from './paging';
import { PeriodForm, thisYear, type Period } from './period-form';
import { ReportDownloads } from './report-downloads';
import { useReportMoney } from './report-money';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';
import { OwnerOnly } from '../../../components/owner-only';
import { useFormatOwnerDate } from '../../../lib/dates/owner-locale';

export function ClientStatementPanel() {
  const { t } = useTranslation('reports');
  const reportMoney = useReportMoney();
  const date = useFormatOwnerDate();
  const [client, setClient] = useState<Client | null>(null);
  const [picking, setPicking] = useState(false);
  const [composing, setComposing] = useState(false);
  const [period, setPeriod] = useState<Period>(thisYear());
  const [page, setPage] = useState(1);
  const body = client ? { client_id: client.id, ...period } : null;
  const query = useReport<ClientStatement>('client_statement', body ? { ...body, page } : null);
  const shown = query.data;
  return (
    <Stack gap="md">
      <Group gap="sm">
        {client ? (
          <Text>{client.business_name || client.full_name}</Text>
        ) : (
          <Text>{t('statement.no_client')}</Text>
        )}
        <Button variant="default" onClick={() => setPicking(true)}>
          {t('statement.choose')}
        </Button>
      </Group>
      <ClientPickerDialog
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setClient(picked);
          setPage(1);
        }}
      />
      <PeriodForm
        initial={period}
        onShow={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      />
      {body && <ReportState query={query} loading={t('loading.statement')} />}
      {shown && body && (
        <>
          <Text>
            {t('statement.summary', {
              opening: reportMoney(shown.opening_balance),
              invoices: reportMoney(shown.invoices),
              payments: reportMoney(shown.payments),
              credits: reportMoney(shown.credit_notes),
              refunds: reportMoney(shown.refunds),
            })}{' '}
            <strong>{reportMoney(shown.closing_balance)}</strong>.
          </Text>
          <ReportTable
            caption={t('statement.caption')}
            columns={[
              { header: t('columns.date'), value: (row) => date(row.date) },
              { header: t('columns.type'), value: (row) => t(`statement.types.${row.type}`) },
              { header: t('columns.reference'), value: (row) => row.reference },
              { header: t('columns.amount'), money: true, value: (row) => row.amount },
              { header: t('columns.balance'), money: true, value: (row) => row.balance },
            ]}
            rows={shown.rows}
          />
          <Paging page={shown.page} perPage={shown.per_page} total={shown.total_rows} onPage={setPage} />
          <Group gap="sm">
            <ReportDownloads report="client_statement" body={body} />
            <OwnerOnly>
              <Button onClick={() => setComposing(true)}>{t('statement.email')}</Button>
            </OwnerOnly>
          </Group>
          <EmailComposerDialog
            opened={composing}
            onClose={() => setComposing(false)}
            title={t('statement.email')}
            defaults={{
              to: shown.client_email,
              cc: '',
              subject: t('statement.subject', { from: date(shown.from), to: date(shown.to) }),
              message: t('statement.message', {
                name: shown.client_name,
                from: date(shown.from),
                to: date(shown.to),
                balance: reportMoney(shown.closing_balance),
              }),
            }}
            attachmentName={`statement-${shown.from}-to-${shown.to}.pdf`}
            send={(fields) => emailStatement(body, fields)}
            sentMessage={t('statement.sent')}
          />
        </>
      )}
    </Stack>
  );
}
