// Add expense from receipts (ADR 0229): the camera (one photo) or the photo library and files (several at
// once, photos or PDFs). Each receipt is read on the business's own server; the first is shown for the
// owner to confirm while the form is filled with it, the others wait as drafts for their turn.
import { Alert, Badge, Button, FileButton, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import type { ReadReceiptAnswer } from '@tradebook/domain/receipts/receipt.schemas';
import { confidenceWord, type ReceiptDraft } from '../receipt-drafts';

const ACCEPT = 'image/*,application/pdf';

function Field({ label, value, confidence }: { label: string; value: string; confidence: number }) {
  const word = confidenceWord(confidence);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">
        {label}: {value}
      </Text>
      <Badge
        size="xs"
        variant="light"
        color={word === 'sure' ? 'green' : word === 'check' ? 'yellow' : 'gray'}
      >
        {word}
      </Badge>
    </Group>
  );
}

function Proposal({ read }: { read: ReadReceiptAnswer }) {
  const text = (value: string | number | null) => (value === null ? 'not read' : String(value));
  const money = (value: number | null) => (value === null ? 'not read' : value.toFixed(2));
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4}>
        <Field label="Vendor" value={text(read.vendor.value)} confidence={read.vendor.confidence} />
        <Field label="Date" value={text(read.expense_date.value)} confidence={read.expense_date.confidence} />
        <Field label="Total" value={money(read.amount.value)} confidence={read.amount.confidence} />
        <Field label="VAT" value={money(read.vat.value)} confidence={read.vat.confidence} />
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
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Read receipts
      </Text>
      <Text size="xs" c="dimmed">
        Photos (JPEG, PNG, HEIC) or PDFs, read on your own server and sent nowhere else. Several at once
        become several expenses, confirmed one by one.
      </Text>
      <Group gap="xs">
        <FileButton onChange={(file) => file && onPick([file])} accept="image/*" capture="environment">
          {(button) => (
            <Button {...button} variant="light" leftSection={<IconCamera size={16} />} disabled={reading}>
              Take a photo
            </Button>
          )}
        </FileButton>
        <FileButton onChange={(files) => onPick(files)} accept={ACCEPT} multiple>
          {(button) => (
            <Button {...button} variant="light" leftSection={<IconPhoto size={16} />} disabled={reading}>
              Choose receipts
            </Button>
          )}
        </FileButton>
      </Group>
      {draft && (
        <Alert
          color={draft.error ? 'red' : 'blue'}
          variant="light"
          title={`Receipt ${current + 1} of ${drafts.length}${draft.read ? ': check every field, then Save' : ''}`}
          aria-live="polite"
        >
          {draft.error ? (
            <Text size="sm">{draft.error}</Text>
          ) : draft.read ? (
            <Proposal read={draft.read} />
          ) : (
            <Text size="sm">Reading {draft.file.name}…</Text>
          )}
          {drafts.length > current + 1 && (
            <Button variant="subtle" size="xs" mt="xs" onClick={onSkip}>
              Skip this receipt
            </Button>
          )}
        </Alert>
      )}
    </Stack>
  );
}
