// Add expense from a supplier's e-invoice (ADR 0214): the owner picks the XML or Factur-X PDF, the server
// reads it, and what it says is shown here for the owner to check while the form below is filled with it.
// A file that is no valid e-invoice gets the server's message next to the picker.
import { useState } from 'react';
import { Alert, FileInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReadEInvoiceAnswer } from '@tradebook/domain/einvoices/einvoice.schemas';
import { errorMessage } from '../../../lib/api-client';
import { readEInvoice } from '../api/read-einvoice';

export interface ImportedEInvoice {
  file: File;
  read: ReadEInvoiceAnswer;
}

export function EInvoiceImport({ onRead }: { onRead: (imported: ImportedEInvoice | undefined) => void }) {
  const { t } = useTranslation('expenses');
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<ReadEInvoiceAnswer>();
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);

  const pick = async (picked: File | null) => {
    setFile(picked);
    setRead(undefined);
    setError(undefined);
    onRead(undefined);
    if (!picked) return;
    setReading(true);
    try {
      const answer = await readEInvoice(picked);
      setRead(answer);
      onRead({ file: picked, read: answer });
    } catch (failure) {
      setError(errorMessage(failure, ' '));
    } finally {
      setReading(false);
    }
  };

  const money = (amount: number) => `${read?.currency_code ?? ''} ${amount.toFixed(2)}`;
  return (
    <Stack gap="xs">
      <FileInput
        label={t('einvoice.label')}
        description={t('einvoice.description')}
        placeholder={t('einvoice.placeholder')}
        accept=".xml,.pdf,application/xml,text/xml,application/pdf"
        value={file}
        onChange={(picked) => void pick(picked)}
        clearable
        disabled={reading}
        error={error}
      />
      {read && (
        <Alert color="blue" variant="light" title={t('einvoice.read_title')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4}>
            <Text size="sm">{t('einvoice.vendor', { value: read.vendor })}</Text>
            <Text size="sm">{t('einvoice.number', { value: read.invoice_number })}</Text>
            <Text size="sm">{t('einvoice.date', { value: read.expense_date })}</Text>
            <Text size="sm">{t('einvoice.currency', { value: read.currency_code })}</Text>
            <Text size="sm">{t('einvoice.net', { value: money(read.net) })}</Text>
            <Text size="sm">{t('einvoice.vat', { value: money(read.vat) })}</Text>
            <Text size="sm" fw={700}>
              {t('einvoice.total', { value: money(read.amount) })}
            </Text>
          </SimpleGrid>
          {read.type_code === '381' && (
            <Text size="sm" c="red.9" mt="xs">
              {t('einvoice.credit_note')}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
