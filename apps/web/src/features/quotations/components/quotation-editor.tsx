// The add and edit quotation screen (spec 001 section 2): number, client picker, date and validity term;
// the Add Item, Discount, Attachment and Note actions; the item cards; the live totals panel; Cancel and
// Next. Next checks every 'Quotation save' rule of spec 001 section 5 first, one toast per problem, and
// only then hands the request to the screen, which saves it.
import { useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  Grid,
  Indicator,
  Group,
  Input,
  InputBase,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconDiscount2,
  IconNote,
  IconPaperclip,
  IconPlus,
} from '@tabler/icons-react';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { MAX_VALIDITY_DAYS } from '@tradebook/domain/documents/document.schemas';
import { notifyError } from '../../../lib/notify';
import { ClientPickerDialog } from '../../clients/components/client-picker-dialog';
import { ItemBrowseDialog } from '../../items/components/item-browse-dialog';
import { draftLineFromItemLine, draftTotals, type DraftLine } from '../document-draft';
import type { PendingImage } from '../document-images';
import {
  quotationSaveProblems,
  toQuotationRequest,
  type QuotationDraft,
  type QuotationRequest,
} from '../quotation-request';
import { AttachmentDialog } from './attachment-dialog';
import { AttachmentGallery } from './attachment-gallery';
import type { LightboxAttachment } from './attachment-lightbox';
import { DiscountDialog } from './discount-dialog';
import { DocumentItems } from './document-items';
import { EditLineDialog, type EditedLine } from './edit-line-dialog';
import { NoteDialog } from './note-dialog';
import { TotalsPanel } from './totals-panel';

/** Spec 001 section 9: 0 to 31 days, shown as 'N Days'. */
export const VALIDITY_OPTIONS = Array.from({ length: MAX_VALIDITY_DAYS + 1 }, (_, days) => ({
  value: String(days),
  label: `${days} Days`,
}));

export interface PickedClient {
  id: number;
  title: string;
  email: string;
}

export function pickedClient(client: Client): PickedClient {
  return { id: client.id, title: client.business_name || client.full_name, email: client.email };
}

/** How a line that is already saved on the server is edited (the eachItemDetail calls). */
export interface SavedLineEditing {
  load: (line: DraftLine) => Promise<EditedLine>;
  /** Saves; answers the line as saved, or null when it failed (the toast is shown by then). */
  save: (line: DraftLine, values: EditedLine) => Promise<DraftLine | null>;
}

export interface QuotationEditorProps {
  title: string;
  initial: QuotationDraft;
  initialClient: PickedClient | null;
  currencySymbol: string;
  /** False once the quotation is no longer a draft: everything is read-only. */
  editable?: boolean;
  /** Shown beside the title (the status badge). */
  badge?: ReactNode;
  /** Shown above the form (why it cannot be edited). */
  notice?: ReactNode;
  savedAttachments?: readonly LightboxAttachment[];
  onDeleteAttachment?: (attachment: LightboxAttachment) => Promise<void>;
  savedLineEditing?: SavedLineEditing;
  onCancel: () => void;
  /** Called with a request that passed every check, and the images to upload after it. */
  onSubmit: (request: QuotationRequest, images: PendingImage[]) => Promise<void>;
  submitting: boolean;
  submitLabel?: string;
}

type Dialog = 'client' | 'item' | 'discount' | 'attachment' | 'note' | null;

export function QuotationEditor({
  title,
  initial,
  initialClient,
  currencySymbol,
  editable = true,
  badge,
  notice,
  savedAttachments = [],
  onDeleteAttachment,
  savedLineEditing,
  onCancel,
  onSubmit,
  submitting,
  submitLabel = 'Next',
}: QuotationEditorProps) {
  const [draft, setDraft] = useState<QuotationDraft>(initial);
  const [client, setClient] = useState<PickedClient | null>(initialClient);
  const [images, setImages] = useState<PendingImage[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<DraftLine | null>(null);
  const totals = useMemo(
    () => draftTotals(draft.lines, draft.discount, draft.taxes),
    [draft.lines, draft.discount, draft.taxes],
  );
  const update = (patch: Partial<QuotationDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const replaceLine = (key: string, line: DraftLine) =>
    setDraft((old) => ({
      ...old,
      lines: old.lines.map((candidate) => (candidate.key === key ? line : candidate)),
    }));
  const close = () => setDialog(null);
  const imageCount = images.length + savedAttachments.length;
  const hasNote = draft.notes.trim() !== '';

  const submit = async () => {
    const request = toQuotationRequest(draft, totals);
    const problems = quotationSaveProblems(request, totals.itemsTotalMinor);
    if (problems.length > 0) {
      problems.forEach(notifyError);
      return;
    }
    await onSubmit(request, images);
  };

  const editingSaved = editing !== null && editing.lineId !== null && savedLineEditing !== undefined;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {badge}
        </Group>
      </Group>
      {notice}

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
            onClick={() => setDialog('client')}
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
            onChange={(event) => update({ date: event.currentTarget.value })}
            disabled={!editable}
          />
          <Select
            label="Validity Term"
            data={VALIDITY_OPTIONS}
            value={draft.validityTerm}
            onChange={(value) => update({ validityTerm: value })}
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

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="Actions">
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          onClick={() => setDialog('item')}
          disabled={!editable}
        >
          Add Item
        </Button>
        <Button
          variant="light"
          leftSection={<IconDiscount2 size={18} />}
          onClick={() => setDialog('discount')}
          disabled={!editable}
        >
          Discount
        </Button>
        <Indicator
          label={<span data-testid="attachment-count">{imageCount}</span>}
          size={20}
          offset={4}
          disabled={imageCount === 0}
          withBorder
        >
          <Button
            variant="light"
            leftSection={<IconPaperclip size={18} />}
            onClick={() => setDialog('attachment')}
            disabled={!editable}
            fullWidth
          >
            Attachment
          </Button>
        </Indicator>
        <Indicator
          label={
            <IconCheck size={12} stroke={3} aria-label="Note added" role="img" data-testid="note-tick" />
          }
          size={20}
          offset={4}
          color="teal"
          disabled={!hasNote}
          withBorder
        >
          <Button
            variant="light"
            leftSection={<IconNote size={18} />}
            onClick={() => setDialog('note')}
            fullWidth
          >
            Note
          </Button>
        </Indicator>
      </SimpleGrid>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <DocumentItems
              lines={draft.lines}
              lineTotalsMinor={totals.lineTotalsMinor}
              currencySymbol={currencySymbol}
              disabled={!editable}
              onEdit={editable ? setEditing : undefined}
              onRemove={
                editable
                  ? (line) => update({ lines: draft.lines.filter((candidate) => candidate.key !== line.key) })
                  : undefined
              }
            />
            <AttachmentGallery
              attachments={savedAttachments}
              onDelete={editable ? onDeleteAttachment : undefined}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 76 }}>
            <TotalsPanel
              totals={totals}
              currencySymbol={currencySymbol}
              discount={draft.discount}
              taxes={draft.taxes}
            />
            <Group grow gap="sm">
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
              <Button onClick={submit} loading={submitting}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>

      <ClientPickerDialog
        opened={dialog === 'client'}
        onClose={close}
        onPick={(picked) => {
          setClient(pickedClient(picked));
          update({ clientId: picked.id });
        }}
      />
      <ItemBrowseDialog
        opened={dialog === 'item'}
        onClose={close}
        onAdd={(line) => setDraft((old) => ({ ...old, lines: [...old.lines, draftLineFromItemLine(line)] }))}
      />
      <DiscountDialog
        opened={dialog === 'discount'}
        onClose={close}
        discount={draft.discount}
        itemsTotalMinor={totals.itemsTotalMinor}
        currencySymbol={currencySymbol}
        onChange={(discount) => update({ discount })}
      />
      <AttachmentDialog
        opened={dialog === 'attachment'}
        onClose={close}
        images={images}
        onChange={setImages}
      />
      <NoteDialog
        opened={dialog === 'note'}
        onClose={close}
        note={draft.notes}
        onSave={(notes) => update({ notes })}
        disabled={!editable}
      />
      <EditLineDialog
        line={editing}
        onClose={() => setEditing(null)}
        currencySymbol={currencySymbol}
        load={editingSaved && editing ? () => savedLineEditing.load(editing) : undefined}
        onSave={async (values) => {
          if (!editing) return true;
          if (editingSaved) {
            const saved = await savedLineEditing.save(editing, values);
            if (!saved) return false;
            replaceLine(editing.key, { ...saved, key: editing.key });
            return true;
          }
          replaceLine(editing.key, { ...editing, ...values });
          return true;
        }}
      />
    </Stack>
  );
}
