// /period-pack (docs/decisions/0245-period-pack-dialog.md): what the period pack holds, and the button
// that opens its dialog.
import { useState } from 'react';
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { usePageTitle } from '../../../lib/page-title';
import { PeriodPackDialog } from '../components/period-pack-dialog';

export default function PeriodPackScreen() {
  usePageTitle('Period pack');
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>Period pack</Title>
      <Text>Everything your accountant asks for at the end of a quarter or a year, in one download:</Text>
      <List spacing={4}>
        <List.Item>invoices, credit notes and expenses as CSV files;</List.Item>
        <List.Item>
          one spreadsheet with a sheet each, the VAT return and the profit and loss by month;
        </List.Item>
        <List.Item>every invoice and credit note as a PDF and as a UBL e-invoice;</List.Item>
        <List.Item>every expense receipt.</List.Item>
      </List>
      <div>
        <Button leftSection={<IconFileZip size={18} />} onClick={() => setOpened(true)}>
          Make a period pack
        </Button>
      </div>
      <PeriodPackDialog opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
