// The nine boxes of a VAT return as HMRC numbers and words them, in a table a screen reader reads row by
// row; box 5 says whether it is to pay or to reclaim (docs/decisions/0233-vat-return-screen.md). Each
// figure is a link to the documents behind it (docs/decisions/0243-vat-return-filing-and-drill-down.md).
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VAT_BOX_LABELS } from '@tradebook/domain/tax/vat-box-labels';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import { Link } from 'react-router';
import { useOwnerLocale } from '../../../lib/dates/owner-locale';
import { useVatMoney } from './vat-money';

export function VatBoxes({
  vatReturn,
  linkOf,
}: {
  vatReturn: VatReturn;
  /** Where a box's figure leads: the documents behind it. */
  linkOf: (box: number) => string;
}) {
  const { t } = useTranslation('tax');
  const money = useVatMoney();
  const locale = useOwnerLocale();
  const whole = (amount: number) =>
    locale ? new Intl.NumberFormat(locale).format(Math.trunc(amount)) : String(Math.trunc(amount));
  const net = vatReturn.boxes.box5;
  return (
    <Table striped withTableBorder captionSide="top" aria-label={t('boxes.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('boxes.box')}</Table.Th>
          <Table.Th scope="col">{t('boxes.holds')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {vatReturn.currency_code}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {VAT_BOX_LABELS.map(({ box, label, ...rest }, index) => {
          const amount = vatReturn.boxes[box];
          const text = 'whole' in rest ? whole(amount) : money(amount);
          return (
            <Table.Tr key={box}>
              <Table.Th scope="row">{index + 1}</Table.Th>
              <Table.Td>
                {t(`boxes.${box}`, { defaultValue: label })}
                {box === 'box5' && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    ({net < 0 ? t('boxes.to_reclaim') : t('boxes.to_pay')})
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" data-box={box}>
                <Anchor
                  component={Link}
                  to={linkOf(index + 1)}
                  aria-label={t('boxes.link', { amount: text, box: index + 1 })}
                >
                  {text}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
