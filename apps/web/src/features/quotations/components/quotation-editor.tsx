// The add and edit quotation screen (spec 001 section 2): number, client picker, date and validity term;
// the Add Item, Discount, Attachment and Note actions; the item cards; the live totals panel; Cancel and
// Next. Next checks every 'Quotation save' rule of spec 001 section 5 first, one toast per problem, and
// only then hands the request to the screen, which saves it.
import { useState, type ReactNode } from 'react';
import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { notifyError } from '../../../lib/notify';
import { ClientPickerDialog } from '../../clients/components/client-picker-dialog';
import { ItemBrowseDialog } from '../../items/components/item-browse-dialog';
import type { PendingImage } from '../document-images';
import { useLineEditing, type SavedLineEditing } from '../hooks/use-line-editing';
import { useQuotationDraft } from '../hooks/use-quotation-draft';
import { pickedClient, type PickedClient } from '../picked-client';
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
import { EditLineDialog } from './edit-line-dialog';
import { NoteDialog } from './note-dialog';
import { QuotationActionBar, type QuotationAction } from './quotation-action-bar';
import { QuotationHeaderFields } from './quotation-header-fields';
import { TotalsPanel } from './totals-panel';

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

type Dialog = 'client' | QuotationAction | null;

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
  const { draft, totals, update, replaceLine, addItemLine, removeLine } = useQuotationDraft(initial);
  const [client, setClient] = useState<PickedClient | null>(initialClient);
  const [images, setImages] = useState<PendingImage[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const lineEditing = useLineEditing(savedLineEditing, replaceLine);
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

      <QuotationHeaderFields
        draft={draft}
        client={client}
        editable={editable}
        onPickClient={() => setDialog('client')}
        onChange={update}
      />

      <QuotationActionBar editable={editable} imageCount={imageCount} hasNote={hasNote} onOpen={setDialog} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <DocumentItems
              lines={draft.lines}
              lineTotalsMinor={totals.lineTotalsMinor}
              currencySymbol={currencySymbol}
              disabled={!editable}
              onEdit={editable ? lineEditing.setEditing : undefined}
              onRemove={editable ? removeLine : undefined}
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
      <ItemBrowseDialog opened={dialog === 'item'} onClose={close} onAdd={addItemLine} />
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
        line={lineEditing.editing}
        onClose={() => lineEditing.setEditing(null)}
        currencySymbol={currencySymbol}
        load={lineEditing.load}
        onSave={lineEditing.save}
      />
    </Stack>
  );
}
