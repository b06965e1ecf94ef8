// /vat-return (docs/decisions/0233-vat-return-screen.md): the VAT return of the current VAT period, or of
// the dates chosen; the nine boxes, output and input VAT by rate, and HMRC's VAT return body as a JSON
// download. Works by keyboard and at 375 px (the tables scroll sideways on their own).
import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DateField } from '../../../components/date-field/date-field';
import { errorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/downloads/download-file';
import { usePageTitle } from '../../../lib/page-title';
import { useVatReturn, type VatReturnPeriod } from '../api/get-vat-return';
import { VatBoxes } from '../components/vat-boxes';
import { VatByRate } from '../components/vat-by-rate';

export default function VatReturnScreen() {
  usePageTitle('VAT return');
  const [period, setPeriod] = useState<VatReturnPeriod | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const vatReturn = useVatReturn(period);
  const shown = vatReturn.data;

  const downloadJson = () => {
    if (!shown) return;
    const body = JSON.stringify(shown.hmrc, null, 2);
    saveBlob(new Blob([body], { type: 'application/json' }), `vat-return-${shown.from}-${shown.to}.json`);
  };

  return (
    <Stack gap="lg" maw={900}>
      <Title order={2}>VAT return</Title>
      <form
        aria-label="Period"
        onSubmit={(event) => {
          event.preventDefault();
          setPeriod(from && to ? { from, to } : null);
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateField label="From" value={from} onChange={setFrom} clearable />
          <DateField label="To" value={to} onChange={setTo} clearable />
          <Button type="submit">Show</Button>
        </Group>
      </form>
      {vatReturn.isError && (
        <Alert color="red" role="alert">
          {errorMessage(vatReturn.error)}
        </Alert>
      )}
      {!shown && vatReturn.isPending && (
        <Center h={120}>
          <Loader aria-label="Loading the VAT return" />
        </Center>
      )}
      {shown && (
        <>
          <Text>
            {shown.from} to {shown.to}, on the {shown.accounting_basis} basis
            {shown.flat_rate_scheme ? ', flat rate scheme' : ''}. Period key {shown.period_key}.
          </Text>
          <ScrollArea type="auto">
            <VatBoxes vatReturn={shown} />
          </ScrollArea>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ScrollArea type="auto">
              <VatByRate title="Output VAT by rate" lines={shown.sales_by_rate} />
            </ScrollArea>
            <ScrollArea type="auto">
              <VatByRate title="Input VAT by rate" lines={shown.purchases_by_rate} />
            </ScrollArea>
          </SimpleGrid>
          <Group>
            <Button variant="default" onClick={downloadJson}>
              Download for HMRC (JSON)
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
