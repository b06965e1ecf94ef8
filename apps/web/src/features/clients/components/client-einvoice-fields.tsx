// 'E-invoicing' on the client form (ADR 0225): the buyer reference (a German public body's Leitweg-ID) and
// the electronic address (Peppol and the like). Few clients need them, so the section opens by itself only
// for a client that has them, one an e-invoice check sent the owner to fix, or a save refused in it.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Accordion, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientInput } from '@tradebook/domain/clients/clients.schemas';
import { useEInvoiceSchemeOptions } from '../../../lib/einvoice-scheme-options';
import type { ClientFormValues } from './client-form-values';

export const EINVOICE_FIELDS = ['buyer_reference', 'einvoice_scheme', 'einvoice_address'] as const;
export const EINVOICING = 'einvoicing';

export interface ClientEInvoiceFieldsProps {
  form: UseFormReturn<ClientFormValues, unknown, ClientInput>;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  fixError: (field: string, message?: string) => string | undefined;
}

export function ClientEInvoiceFields({ form, opened, onOpenedChange, fixError }: ClientEInvoiceFieldsProps) {
  const { t } = useTranslation('clients');
  const schemeOptions = useEInvoiceSchemeOptions();
  const { errors } = form.formState;
  return (
    <Accordion
      variant="contained"
      value={opened ? EINVOICING : null}
      onChange={(value) => onOpenedChange(value === EINVOICING)}
    >
      <Accordion.Item value={EINVOICING}>
        <Accordion.Control>{t('einvoice.title')}</Accordion.Control>
        <Accordion.Panel>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('einvoice.buyer_reference')}
              description={t('einvoice.buyer_reference_hint')}
              error={fixError('buyer_reference', errors.buyer_reference?.message)}
              {...form.register('buyer_reference')}
            />
            <Controller
              control={form.control}
              name="einvoice_scheme"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label={t('einvoice.scheme')}
                  description={t('einvoice.scheme_hint')}
                  data={schemeOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  clearable
                  searchable
                  error={fixError('einvoice_scheme', errors.einvoice_scheme?.message)}
                />
              )}
            />
            <TextInput
              label={t('einvoice.address')}
              description={t('einvoice.address_hint')}
              error={fixError('einvoice_address', errors.einvoice_address?.message)}
              {...form.register('einvoice_address')}
            />
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
