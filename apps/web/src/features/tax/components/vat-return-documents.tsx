// The documents behind one box of a VAT return, oldest first, 50 at a time with 'Show more'
// (docs/decisions/0243-vat-return-filing-and-drill-down.md); each opens its invoice, credit note or
// expense. Scrolls sideways on its own at 375 px.
import { Alert, Anchor, Button, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VatReturnDocument } from '@tradebook/domain/tax/filed-vat-return.schemas';
import { VAT_BOX_LABELS } from '@tradebook/domain/tax/vat-box-labels';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import type { VatReturnPeriod } from '../api/get-vat-return';
import { useVatReturnDocuments } from '../api/get-vat-return-documents';
import { useVatMoney } from './vat-money';
import { useFormatOwnerDate } from '../../../lib/dates/owner-locale';

function linkOf(line: VatReturnDocument): string {
  if (line.type === 'credit_note') return paths.showCreditNote(line.number);
  if (line.type === 'expense') return paths.editExpense(line.id);
  return paths.showInvoice(line.number);
}

export function VatReturnDocuments({ period, box }: { period: VatReturnPeriod; box: number }) {
  const documents = useVatReturnDocuments(period, box);
  const lines = documents.data?.pages.flatMap((page) => page.documents) ?? [];
  const { t } = useTranslation('tax');
  const moneyText = useVatMoney();
  const date = useFormatOwnerDate();
  const entry = VAT_BOX_LABELS[box - 1];
  const label = entry ? t(`boxes.${entry.box}`, { defaultValue: entry.label }) : '';
  const title = t('documents.title', { box });
  return (
    <section aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('documents.period', { label, from: date(period.from), to: date(period.to) })}
        </Text>
        {documents.isError && (
          <Alert color="red" role="alert">
            {errorMessage(documents.error)}
          </Alert>
        )}
        {documents.isPending && <Loader aria-label={t('documents.loading')} />}
        <ScrollArea type="auto">
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('documents.document')}</Table.Th>
                <Table.Th scope="col">{t('documents.date')}</Table.Th>
                <Table.Th scope="col">{t('documents.party')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('documents.net')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('documents.vat')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.isSuccess && lines.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>{t('documents.none')}</Table.Td>
                </Table.Tr>
              )}
              {lines.map((line) => (
                <Table.Tr key={`${line.type}-${line.id}-${line.date}-${line.gross}`}>
                  <Table.Th scope="row">
                    <Anchor component={Link} to={linkOf(line)}>
                      {t(`documents.types.${line.type}`)} {line.number}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{date(line.date)}</Table.Td>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td ta="right">{moneyText(line.net)}</Table.Td>
                  <Table.Td ta="right">{moneyText(line.vat)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {documents.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void documents.fetchNextPage()}
            loading={documents.isFetchingNextPage}
            w="fit-content"
          >
            {t('documents.show_more')}
          </Button>
        )}
      </Stack>
    </section>
  );
}
