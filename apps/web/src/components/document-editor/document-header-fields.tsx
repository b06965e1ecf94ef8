// The editor's header fields: the number (read-only), the client picker, the date (typed and shown in the
// business's country's order, ADR 0224) and the term (a quotation's validity, an invoice's payment terms),
// with the picked client's e-mail under them. The kind names the number, date and term fields; the editor
// gives their element ids (a refused save puts the focus on the first at fault) and what each needs.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, InputBase, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { MAX_VALIDITY_DAYS } from '@tradebook/domain/documents/document.schemas';
import type { DocumentDraft } from '../../lib/documents/document-draft';
import type { DocumentFieldLabels } from '../../lib/documents/document-form';
import type { DraftField } from '../../lib/documents/document-save';
import type { PickedClient } from '../../lib/documents/picked-client';
import type { SaveHints } from '../../lib/documents/save-hints';
import { WRAP_ANYWHERE } from '../../lib/wrap-anywhere';
import { DateField } from '../date-field/date-field';

/** docs/reference/documents.md 'Limits': 0 to 31 days, shown as 'N Days'. */
const TERM_DAYS = Array.from({ length: MAX_VALIDITY_DAYS + 1 }, (_, days) => days);

export interface DocumentHeaderFieldsProps {
  labels: DocumentFieldLabels;
  draft: Pick<DocumentDraft, 'number' | 'date' | 'term'>;
  client: PickedClient | null;
  editable: boolean;
  onPickClient: () => void;
  onChange: (patch: Partial<DocumentDraft>) => void;
  /** What the fields still need, after a refused save. */
  hints?: SaveHints;
  ids?: Partial<Record<DraftField, string>>;
}

export function DocumentHeaderFields({
  labels,
  draft,
  client,
  editable,
  onPickClient,
  onChange,
  hints = {},
  ids = {},
}: DocumentHeaderFieldsProps) {
  const { t } = useTranslation('documents');
  // One list per language: a new list on each render would have the Select work out its choice again.
  const termOptions = useMemo(
    () => TERM_DAYS.map((days) => ({ value: String(days), label: t('header.term_days', { count: days }) })),
    [t],
  );
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TextInput
          id={ids.number}
          label={labels.number}
          value={draft.number}
          readOnly
          variant="filled"
          placeholder={t('header.not_available')}
          error={hints.number}
        />
        <InputBase
          id={ids.client}
          label={t('header.client')}
          component="button"
          type="button"
          pointer
          rightSection={<IconChevronDown size={16} />}
          rightSectionPointerEvents="none"
          onClick={onPickClient}
          disabled={!editable}
          multiline
          error={hints.client}
        >
          {client ? (
            <Text size="sm" style={WRAP_ANYWHERE}>
              {client.title}
            </Text>
          ) : (
            <Input.Placeholder>{t('header.select_client')}</Input.Placeholder>
          )}
        </InputBase>
        <DateField
          id={ids.date}
          label={labels.date}
          value={draft.date}
          onChange={(date) => onChange({ date })}
          clearable
          disabled={!editable}
          error={hints.date}
        />
        <Select
          id={ids.term}
          label={labels.term}
          data={termOptions}
          value={draft.term}
          onChange={(value) => onChange({ term: value })}
          allowDeselect={false}
          disabled={!editable}
          maxDropdownHeight={260}
          error={hints.term}
        />
      </SimpleGrid>
      {client?.email && (
        <Text size="xs" c="dimmed" mt={6}>
          {t('header.client_email', { email: client.email })}
        </Text>
      )}
    </Paper>
  );
}
