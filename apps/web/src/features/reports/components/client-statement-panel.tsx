// A client's statement of a period (docs/decisions/0376-reports.md): choose the client, show it, download
// it, or e-mail it to the client with the composer.
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { ClientStatement } from '@tradebook/domain/reports/report-answers.schemas';
import { ClientPickerDialog } from '../../../components/client-picker/client-picker-dialog';
import { EmailComposerDialog } from '../../../components/email-composer/email-composer-dialog';
import { emailStatement, useReport } from '../api/report-calls';
import { Paging } from './paging';
import { PeriodForm, thisYear, type Period } from './period-form';
import { ReportDownloads } from './report-downloads';
import { reportMoney } from './report-money';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';
import { OwnerOnly } from '../../../components/owner-only';

const TYPES = { invoice: 'Invoice', credit_note: 'Credit note', payment: 'Payment', refund: 'Refund' };

export function ClientStatementPanel() {
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
        <Text>{client ? client.business_name || client.full_name : 'No client chosen.'}</Text>
        <Button variant="default" onClick={() => setPicking(true)}>
          Choose client
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
      {body && <ReportState query={query} label="the statement" />}
      {shown && body && (
        <>
          <Text>
            Opening balance {reportMoney(shown.opening_balance)}; invoiced {reportMoney(shown.invoices)}, paid{' '}
            {reportMoney(shown.payments)}, credited {reportMoney(shown.credit_notes)}, refunded{' '}
            {reportMoney(shown.refunds)}; closing balance{' '}
            <strong>{reportMoney(shown.closing_balance)}</strong>.
          </Text>
          <ReportTable
            caption="Client statement"
            empty="Nothing in this period."
            columns={[
              { header: 'Date', value: (row) => row.date },
              { header: 'Type', value: (row) => TYPES[row.type] },
              { header: 'Reference', value: (row) => row.reference },
              { header: 'Amount', money: true, value: (row) => row.amount },
              { header: 'Balance', money: true, value: (row) => row.balance },
            ]}
            rows={shown.rows}
          />
          <Paging page={shown.page} perPage={shown.per_page} total={shown.total_rows} onPage={setPage} />
          <Group gap="sm">
            <ReportDownloads report="client_statement" body={body} />
            <OwnerOnly>
              <Button onClick={() => setComposing(true)}>Email statement</Button>
            </OwnerOnly>
          </Group>
          <EmailComposerDialog
            opened={composing}
            onClose={() => setComposing(false)}
            title="Email statement"
            defaults={{
              to: shown.client_email,
              cc: '',
              subject: `Statement: ${shown.from} to ${shown.to}`,
              message: `Dear ${shown.client_name},\n\nPlease find attached your statement for ${shown.from} to ${shown.to}. The balance is ${reportMoney(shown.closing_balance)}.`,
            }}
            attachmentName={`statement-${shown.from}-to-${shown.to}.pdf`}
            send={(fields) => emailStatement(body, fields)}
            sentMessage="Statement sent."
          />
        </>
      )}
    </Stack>
  );
}
