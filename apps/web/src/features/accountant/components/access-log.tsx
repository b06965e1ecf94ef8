// The owner's access log: each sign-in and download of their accountants, newest first.
import { Table, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from 'react-i18next';
import { useFormatOwnerMoment } from '../../../lib/dates/owner-locale';
import { useAccessLog } from '../api/accountants';

export function AccessLog() {
  const { t } = useTranslation('accountant');
  const formatMoment = useFormatOwnerMoment();
  const log = useAccessLog();
  const rows = log.data ?? [];
  if (log.isError) return <Text c="red">{errorMessage(log.error)}</Text>;
  if (log.isPending) return <Text c="dimmed">{t('log.loading')}</Text>;
  if (rows.length === 0) return <Text c="dimmed">{t('log.none')}</Text>;
  return (
    // No scrolling box (a region only a pointer could scroll): the columns wrap on a phone.
    <Table aria-label={t('log.title')} style={{ overflowWrap: 'anywhere' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('log.when')}</Table.Th>
          <Table.Th>{t('log.accountant')}</Table.Th>
          <Table.Th>{t('log.what')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{formatMoment(row.at)}</Table.Td>
            <Table.Td>{row.accountant_email}</Table.Td>
            <Table.Td>
              {row.action === 'sign_in' ? t('log.signed_in') : t('log.downloaded', { detail: row.detail })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
