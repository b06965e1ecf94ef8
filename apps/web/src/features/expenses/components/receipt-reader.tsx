// Add expense from receipts (ADR 0229): the camera (one photo) or the photo library and files (several at
// once, photos or PDFs). Each receipt is read on the business's own server; the first is shown for the
// owner to confirm while the form is filled with it, the others wait as drafts for their turn.
import { Alert, Badge, Button, FileButton, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReadReceiptAnswer } from '@tradebook/domain/receipts/receipt.schemas';
import { confidenceWord, type ReceiptDraft } from '../receipt-drafts';

const ACCEPT = 'image/*,application/pdf';

function Field({ label, value, confidence }: { label: string; value: string; confidence: number }) {
  const { t } = useTranslation('expenses');
  const word = confidenceWord(confidence);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{t('reader.field', { label, value })}</Text>
      <Badge
        size="xs"
        variant="light"
        color={word === 'sure' ? 'green' : word === 'check' ? 'yellow' : 'gray'}
      >
        {t(`reader.${word}`)}
      </Badge>
    </Group>
  );
}

function Proposal({ read }: { read: ReadReceiptAnswer }) {
  const { t } = useTranslation('expenses');
  const text = (value: string | number | null) => (value === null ? t('reader.not_read') : String(value));
  const money = (value: number | null) => (value === null ? t('reader.not_read') : value.toFixed(2));
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4}>
        <Field
          label={t('reader.vendor')}
          value={text(read.vendor.value)}
          confidence={read.vendor.confidence}
        />
        <Field
          label={t('reader.date')}
          value={text(read.expense_date.value)}
          confidence={read.expense_date.confidence}
        />
        <Field
          label={t('reader.total')}
          value={money(read.amount.value)}
          confidence={read.amount.confidence}
        />
        <Field label={t('reader.vat')} value={money(read.vat.value)} confidence={read.vat.confidence} />
      </SimpleGrid>
      {read.flags.length > 0 && (
        <List size="sm" mt="xs" c="red.9">
          {read.flags.map((flag) => (
            <List.Item key={flag.code}>{flag.message}</List.Item>
          ))}
        </List>
      )}
    </>
  );
}

export function ReceiptReader(props: {
  drafts: ReceiptDraft[];
  current: number;
  reading: boolean;
  onPick: (files: File[]) => void;
  onSkip: () => void;
}) {
  const { drafts, current, reading, onPick, onSkip } = props;
  const draft = drafts[current];
  const { t } = useTranslation('expenses');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('reader.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('reader.text')}
      </Text>
      <Group gap="xs">
        <FileButton onChange={(file) => file && onPick([file])} accept="image/*" capture="environment">
          {(button) => (
            <Button {...button} variant="light" leftSection={<IconCamera size={16} />} disabled={reading}>
              {t('reader.camera')}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={(files) => onPick(files)} accept={ACCEPT} multiple>
          {(button) => (
            <Button {...button} variant="light" leftSection={<IconPhoto size={16} />} disabled={reading}>
              {t('reader.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {draft && (
        <Alert
          color={draft.error ? 'red' : 'blue'}
          variant="light"
          title={t(draft.read ? 'reader.receipt_read' : 'reader.receipt', {
            number: current + 1,
            count: drafts.length,
          })}
          aria-live="polite"
        >
          {draft.error ? (
            <Text size="sm">{draft.error}</Text>
          ) : draft.read ? (
            <Proposal read={draft.read} />
          ) : (
            <Text size="sm">{t('reader.reading', { name: draft.file.name })}</Text>
          )}
          {drafts.length > current + 1 && (
            <Button variant="subtle" size="xs" mt="xs" onClick={onSkip}>
              {t('reader.skip')}
            </Button>
          )}
        </Alert>
      )}
    </Stack>
  );
}
