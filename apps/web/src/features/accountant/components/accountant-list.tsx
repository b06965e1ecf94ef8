// Who has access to the business, since when, and Remove (access ends at once).
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format-time';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAccountants, useRemoveAccountant } from '../api/accountants';

export function AccountantList() {
  const accountants = useAccountants();
  const remove = useRemoveAccountant();
  const rows = accountants.data ?? [];
  if (accountants.isError) return <Text c="red">{errorMessage(accountants.error)}</Text>;
  if (accountants.isPending) return <Text c="dimmed">Loading…</Text>;
  if (rows.length === 0) return <Text c="dimmed">No accountant has access to your business.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Accountant</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th>
              <VisuallyHidden>Remove</VisuallyHidden>
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
                {row.since ? `Since ${formatMoment(row.since)}` : `Invited ${formatMoment(row.invited_at)}`}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={`Remove ${row.email}`}
                  loading={remove.isPending && remove.variables === row.id}
                  onClick={() =>
                    remove.mutate(row.id, {
                      onSuccess: notifySuccess,
                      onError: (error) => notifyError(errorMessage(error)),
                    })
                  }
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
