// Who has access to the business, since when, and Remove (access ends at once).
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useFormatOwnerMoment } from '../../../lib/dates/owner-locale';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAccountants, useRemoveAccountant } from '../api/accountants';

export function AccountantList() {
  const { t } = useTranslation('accountant');
  const formatMoment = useFormatOwnerMoment();
  const accountants = useAccountants();
  const remove = useRemoveAccountant();
  const rows = accountants.data ?? [];
  if (accountants.isError) return <Text c="red">{errorMessage(accountants.error)}</Text>;
  if (accountants.isPending) return <Text c="dimmed">{t('access.loading')}</Text>;
  if (rows.length === 0) return <Text c="dimmed">{t('access.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('access.accountant')}</Table.Th>
            <Table.Th>{t('access.access')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('access.remove')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text size="sm">{row.fullname ?? row.email}</Text>
                {row.fullname && (
                  <Text size="xs" c="dimmed">
                    {row.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {row.since
                  ? t('access.since', { when: formatMoment(row.since) })
                  : t('access.invited', { when: formatMoment(row.invited_at) })}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={t('access.remove_label', { email: row.email })}
                  loading={remove.isPending && remove.variables === row.id}
                  onClick={() =>
                    remove.mutate(row.id, {
                      onSuccess: notifySuccess,
                      onError: (error) => notifyError(errorMessage(error)),
                    })
                  }
                >
                  {t('access.remove')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
