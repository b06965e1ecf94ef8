// The client's document language (docs/decisions/0242): the language its quotations, invoices, credit
// notes, their e-mails, reminders and page are written in. Each language is named in itself ('Deutsch'),
// so a client's owner finds it whatever language the screens are in. Left empty on a new client, the
// server takes the business's language.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_LANGUAGES, type ClientInput } from '@tradebook/domain/clients/clients.schemas';
import type { ClientFormValues } from './client-form-values';

/** 'de' -> 'Deutsch'; the spec's 'us' is English. */
function languageName(code: string): string {
  const tag = code === 'us' ? 'en' : code;
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

const OPTIONS = DOCUMENT_LANGUAGES.map((code) => ({ value: code, label: languageName(code) }));

export function ClientLanguageField({
  form,
}: {
  form: UseFormReturn<ClientFormValues, unknown, ClientInput>;
}) {
  const { t } = useTranslation('clients');
  return (
    <Controller
      control={form.control}
      name="language"
      render={({ field }) => (
        <Select
          label={t('form.language')}
          description={t('form.language_hint')}
          placeholder={t('form.language_placeholder')}
          data={OPTIONS}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          error={form.formState.errors.language?.message}
          allowDeselect={false}
        />
      )}
    />
  );
}
