// The editor's header fields: the number (read-only), the client picker, the date and the validity term,
// with the picked client's e-mail under them.
import { Input, InputBase, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { MAX_VALIDITY_DAYS } from '@tradebook/domain/documents/document.schemas';
import type { PickedClient } from '../picked-client';
import type { QuotationDraft } from '../quotation-request';

/** Spec 001 section 9: 0 to 31 days, shown as 'N Days'. */
export const VALIDITY_OPTIONS = Array.from({ length: MAX_VALIDITY_DAYS + 1 }, (_, days) => ({
  value: String(days),
  label: `${days} Days`,
}));

export interface QuotationHeaderFieldsProps {
  draft: Pick<QuotationDraft, 'quotationNumber' | 'date' | 'validityTerm'>;
  client: PickedClient | null;
  editable: boolean;
  onPickClient: () => void;
  onChange: (patch: Partial<QuotationDraft>) => void;
}

export function QuotationHeaderFields({
  draft,
  client,
  editable,
  onPickClient,
  onChange,
}: QuotationHeaderFieldsProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TextInput
          label="Quotation Number"
          value={draft.quotationNumber}
          readOnly
          variant="filled"
          placeholder="Not available"
        />
        <InputBase
          label="Client"
          component="button"
          type="button"
          pointer
          rightSection={<IconChevronDown size={16} />}
          rightSectionPointerEvents="none"
          onClick={onPickClient}
          disabled={!editable}
          multiline
        >
          {client ? (
            <Text size="sm" truncate>
              {client.title}
            </Text>
          ) : (
            <Input.Placeholder>Select a client</Input.Placeholder>
          )}
        </InputBase>
        <TextInput
          label="Quotation Date"
          type="date"
          value={draft.date}
          onChange={(event) => onChange({ date: event.currentTarget.value })}
          disabled={!editable}
        />
        <Select
          label="Validity Term"
          data={VALIDITY_OPTIONS}
          value={draft.validityTerm}
          onChange={(value) => onChange({ validityTerm: value })}
          allowDeselect={false}
          disabled={!editable}
          maxDropdownHeight={260}
        />
      </SimpleGrid>
      {client?.email && (
        <Text size="xs" c="dimmed" mt={6}>
          Client e-mail: {client.email}
        </Text>
      )}
    </Paper>
  );
}
