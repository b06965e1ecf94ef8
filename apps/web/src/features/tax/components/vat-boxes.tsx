// The nine boxes of a VAT return as HMRC numbers and words them, in a table a screen reader reads row by
// row; box 5 says whether it is to pay or to reclaim (docs/decisions/0233-vat-return-screen.md).
import { Table, Text } from '@mantine/core';
import { minorToText, toMinor } from '@tradebook/domain/money/money';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';

const BOXES: Array<{ box: keyof VatReturn['boxes']; label: string; whole?: boolean }> = [
  { box: 'box1', label: 'VAT due on sales and other outputs' },
  { box: 'box2', label: 'VAT due on acquisitions from the EU' },
  { box: 'box3', label: 'Total VAT due (box 1 + box 2)' },
  { box: 'box4', label: 'VAT reclaimed on purchases and other inputs' },
  { box: 'box5', label: 'Net VAT to pay or reclaim (box 3 - box 4)' },
  { box: 'box6', label: 'Total value of sales, excluding VAT', whole: true },
  { box: 'box7', label: 'Total value of purchases, excluding VAT', whole: true },
  { box: 'box8', label: 'Total value of supplies to the EU, excluding VAT', whole: true },
  { box: 'box9', label: 'Total value of acquisitions from the EU, excluding VAT', whole: true },
];

export const moneyText = (amount: number) => minorToText(toMinor(amount) ?? 0);

export function VatBoxes({ vatReturn }: { vatReturn: VatReturn }) {
  const net = vatReturn.boxes.box5;
  return (
    <Table striped withTableBorder captionSide="top" aria-label="VAT return boxes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Box</Table.Th>
          <Table.Th scope="col">What it holds</Table.Th>
          <Table.Th scope="col" ta="right">
            {vatReturn.currency_code}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {BOXES.map(({ box, label, whole }) => (
          <Table.Tr key={box}>
            <Table.Th scope="row">{box.replace('box', '')}</Table.Th>
            <Table.Td>
              {label}
              {box === 'box5' && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  ({net < 0 ? 'to reclaim' : 'to pay'})
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" ff="monospace" data-box={box}>
              {whole ? String(Math.trunc(vatReturn.boxes[box])) : moneyText(vatReturn.boxes[box])}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
