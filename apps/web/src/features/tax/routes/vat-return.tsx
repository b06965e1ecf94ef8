// /vat-return (docs/decisions/0233-vat-return-screen.md, 0243-vat-return-filing-and-drill-down.md): the
// VAT return of the current VAT period, or of the dates chosen (?from=&to=); the nine boxes, each a link
// to the documents behind it (&box=), output and input VAT by rate, 'Mark as filed', and the return as a
// PDF, a spreadsheet and HMRC's JSON. Works by keyboard and at 375 px (tables scroll sideways on their own).
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
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-field/date-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/downloads/download-file';
import { usePageTitle } from '../../../lib/page-title';
import { useFormatOwnerDate } from '../../../lib/dates/owner-locale';
import { downloadVatReturn } from '../api/download-vat-return';
import { useVatReturn } from '../api/get-vat-return';
import { FileVatReturn } from '../components/file-vat-return';
import { VatBoxes } from '../components/vat-boxes';
import { VatByRate } from '../components/vat-by-rate';
import { VatReturnDocuments } from '../components/vat-return-documents';

export default function VatReturnScreen() {
  const { t } = useTranslation('tax');
  const date = useFormatOwnerDate();
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const chosen = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const period = chosen.from && chosen.to ? chosen : null;
  const box = Number(params.get('box') ?? '');
  const [from, setFrom] = useState(chosen.from);
  const [to, setTo] = useState(chosen.to);
  const [downloadError, setDownloadError] = useState('');
  const vatReturn = useVatReturn(period);
  const shown = vatReturn.data;

  const downloadJson = () => {
    if (!shown) return;
    const body = JSON.stringify(shown.hmrc, null, 2);
    saveBlob(new Blob([body], { type: 'application/json' }), `vat-return-${shown.from}-${shown.to}.json`);
  };
  const download = (format: 'pdf' | 'xlsx') => {
    if (!shown) return;
    setDownloadError('');
    downloadVatReturn(format, { from: shown.from, to: shown.to }).catch((error: unknown) =>
      setDownloadError(errorMessage(error)),
    );
  };
  const linkOf = (n: number) =>
    shown ? `${paths.vatReturn}?from=${shown.from}&to=${shown.to}&box=${n}` : paths.vatReturn;

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <form
        aria-label={t('period.label')}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(from && to ? { from, to } : {});
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateField label={t('period.from')} value={from} onChange={setFrom} clearable />
          <DateField label={t('period.to')} value={to} onChange={setTo} clearable />
          <Button type="submit">{t('period.show')}</Button>
        </Group>
      </form>
      {vatReturn.isError && (
        <Alert color="red" role="alert">
          {errorMessage(vatReturn.error)}
        </Alert>
      )}
      {!shown && vatReturn.isPending && (
        <Center h={120}>
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {shown && (
        <>
          <Text>
            {t('summary', {
              from: date(shown.from),
              to: date(shown.to),
              basis: shown.accounting_basis,
              flat: shown.flat_rate_scheme ? 'yes' : 'no',
              key: shown.period_key,
            })}
          </Text>
          <ScrollArea type="auto">
            <VatBoxes vatReturn={shown} linkOf={linkOf} />
          </ScrollArea>
          {box >= 1 && box <= 9 && (
            <VatReturnDocuments period={{ from: shown.from, to: shown.to }} box={box} />
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ScrollArea type="auto">
              <VatByRate title={t('output_by_rate')} lines={shown.sales_by_rate} />
            </ScrollArea>
            <ScrollArea type="auto">
              <VatByRate title={t('input_by_rate')} lines={shown.purchases_by_rate} />
            </ScrollArea>
          </SimpleGrid>
          <FileVatReturn vatReturn={shown} />
          {downloadError && (
            <Alert color="red" role="alert">
              {downloadError}
            </Alert>
          )}
          <Group>
            <Button variant="default" onClick={() => download('pdf')}>
              {t('downloads.pdf')}
            </Button>
            <Button variant="default" onClick={() => download('xlsx')}>
              {t('downloads.spreadsheet')}
            </Button>
            <Button variant="default" onClick={downloadJson}>
              {t('downloads.json')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
