// The owner's access log: each sign-in and download of their accountants, newest first.
import { Table, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format-time';
import { useAccessLog } from '../api/accountants';

export function AccessLog() {
  const log = useAccessLog();
  const rows = log.data ?? [];
  if (log.isError) return <Text c="red">{errorMessage(log.error)}</Text>;
  if (log.isPending) return <Text c="dimmed">Loading…</Text>;
  if (rows.length === 0) return <Text c="dimmed">No accountant has signed in yet.</Text>;
  return (
    // No scrolling box (a region only a pointer could scroll): the columns wrap on a phone.
    <Table aria-label="Access log" style={{ overflowWrap: 'anywhere' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Accountant</Table.Th>
          <Table.Th>What</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{formatMoment(row.at)}</Table.Td>
            <Table.Td>{row.accountant_email}</Table.Td>
            <Table.Td>{row.action === 'sign_in' ? 'Signed in' : `Downloaded (${row.detail})`}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
