// The add and edit screen of every kind of document (docs/reference/documents.md 'Screens': quotations,
// invoices): number, client picker, date and term; the Add Item, Discount, Attachment and Note actions (and
// the kind's own); the line search and the item cards, typed in place (ADR 0208); the live totals panel (with
// paid and due when the kind has them); Cancel and Next. Next reads the draft through the kind's save (the
// domain's save schema, ADR 0237); each problem is its own toast, named next to its field, with the focus
// on the first one; only a request without problems is handed to `onSubmit`, which saves it. A kind's own
// actions and dialogs may read the live draft and totals (an invoice's Payment needs the due).
import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { remainingDueMinor, type Totals } from '@tradebook/domain/documents/totals';
import type { DocumentDraft } from '../../lib/documents/document-draft';
import type { PendingImage } from '../../lib/documents/document-images';
import { pickedClient, type PickedClient } from '../../lib/documents/picked-client';
import type { DocumentSave } from '../../lib/documents/document-save';
import { ClientPickerDialog } from '../client-picker/client-picker-dialog';
import { AttachmentDialog } from './attachment-dialog';
import { AttachmentGallery } from './attachment-gallery';
import type { LightboxAttachment } from './attachment-lightbox';
import { DiscountDialog } from './discount-dialog';
import { DocumentActionBar, type DocumentAction } from './document-action-bar';
import type { DocumentFieldLabels } from '../../lib/documents/document-form';
import { DocumentHeaderFields } from './document-header-fields';
import { DocumentItems } from './document-items';
import { EditLineDialog } from './edit-line-dialog';
import { ItemBrowseDialog } from './item-browse-dialog';
import { LineSearch } from './line-search';
import { NoteDialog } from './note-dialog';
import { TotalsPanel } from './totals-panel';
import { useDocumentDraft } from './use-document-draft';
import { useInlineLineChanges } from './use-inline-line-changes';
import { useLineEditing, type SavedLineEditing } from './use-line-editing';
import { useSaveChecks } from './use-save-checks';
import { CurrencyFields } from './currency-fields';
import { useDocumentCurrency } from './use-document-currency';

export interface DocumentEditorProps<Request> {
  title: string;
  /** The kind's names of the number, date and term fields. */
  labels: DocumentFieldLabels;
  initial: DocumentDraft;
  initialClient: PickedClient | null;
  /** The symbol of the lines and totals until the currency list names the document's currency's. */
  currencySymbol: string;
  /** The kind's request for the draft and how it is checked (lib/documents/kinds/*-save.ts). */
  save: DocumentSave<Request>;
  /** Called with a request that passed every check, and the images to upload after it. */
  onSubmit: (request: Request, images: PendingImage[]) => Promise<void>;
  onCancel: () => void;
  submitting: boolean;
  submitLabel?: string;
  /** False once the document can no longer be changed: everything is read-only. */
  editable?: boolean;
  /** Shown beside the title (the status badge). */
  badge?: ReactNode;
  /** Shown above the form (why it cannot be edited). */
  notice?: ReactNode;
  savedAttachments?: readonly LightboxAttachment[];
  onDeleteAttachment?: (attachment: LightboxAttachment) => Promise<void>;
  savedLineEditing?: SavedLineEditing;
  /** Item cards per page (an invoice shows 4); all on one page when left out. */
  linesPerPage?: number;
  /** The kind's own action buttons (an invoice's Payment) and how many there are. */
  extraActions?: LiveNode;
  extraActionCount?: number;
  /** Paid and due, in minor units, for a kind that takes payments; the totals panel then shows them.
   * Without dueMinor the due is the live grand total less paidMinor (never below 0). */
  paidMinor?: number;
  dueMinor?: number;
  /** The kind's own dialogs (opened by its extra actions). */
  children?: LiveNode;
}

type Dialog = 'client' | DocumentAction | null;

/** What the kind's own actions and dialogs may read: the draft as it stands and its totals. */
export interface LiveDocument {
  draft: DocumentDraft;
  totals: Totals;
  /** The due the totals panel shows, when the kind takes payments. */
  dueMinor: number | undefined;
  currencySymbol: string;
}

/** A node, or one made from the live document. */
export type LiveNode = ReactNode | ((live: LiveDocument) => ReactNode);

export function DocumentEditor<Request>({
  title,
  labels,
  initial,
  initialClient,
  currencySymbol: fallbackSymbol,
  save,
  onSubmit,
  onCancel,
  submitting,
  submitLabel,
  editable = true,
  badge,
  notice,
  savedAttachments = [],
  onDeleteAttachment,
  savedLineEditing,
  linesPerPage,
  extraActions,
  extraActionCount,
  paidMinor,
  dueMinor,
  children,
}: DocumentEditorProps<Request>) {
  const { t } = useTranslation('documents');
  const { draft, totals, update, replaceLine, addItemLine, removeLine } = useDocumentDraft(initial);
  const [client, setClient] = useState<PickedClient | null>(initialClient);
  const [images, setImages] = useState<PendingImage[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const lineEditing = useLineEditing(savedLineEditing, replaceLine);
  // A saved document keeps its currency whatever client is picked (ADR 0391).
  const currency = useDocumentCurrency(draft, update, initialClient !== null);
  const currencySymbol = currency.currency?.symbol ?? fallbackSymbol;
  const { ids, hints, check } = useSaveChecks(save, draft, totals, currency.businessCurrencyId);
  const changeLine = useInlineLineChanges(savedLineEditing, replaceLine);
  const searchId = ids.lines;
  const close = () => setDialog(null);
  const imageCount = images.length + savedAttachments.length;
  const hasNote = draft.notes.trim() !== '';
  const due =
    dueMinor ??
    // A new document has no credit notes yet: what is due is the total less what was paid.
    (paidMinor === undefined ? undefined : remainingDueMinor(totals.grandTotalMinor, paidMinor, 0));
  const live: LiveDocument = { draft, totals, dueMinor: due, currencySymbol };
  const render = (node: LiveNode) => (typeof node === 'function' ? node(live) : node);

  const submit = async () => {
    const request = check();
    if (request !== undefined) await onSubmit(request, images);
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

      <DocumentHeaderFields
        labels={labels}
        draft={draft}
        client={client}
        editable={editable}
        onPickClient={() => setDialog('client')}
        onChange={update}
        hints={hints}
        ids={ids}
      />

      <CurrencyFields
        currencyId={draft.currencyId}
        exchangeRate={draft.exchangeRate ?? ''}
        currency={currency}
        editable={editable}
        rateProblem={hints.rate}
        ids={ids}
      />

      <DocumentActionBar
        editable={editable}
        imageCount={imageCount}
        hasNote={hasNote}
        onOpen={setDialog}
        extraActions={render(extraActions)}
        extraActionCount={extraActionCount}
      />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            {hints.lines && (
              <Text c="red.8" size="sm" fw={500} role="alert" id="document-items-hint">
                {hints.lines}
              </Text>
            )}
            <DocumentItems
              lines={draft.lines}
              lineTotalsMinor={totals.lineTotalsMinor}
              currencySymbol={currencySymbol}
              pageSize={linesPerPage}
              disabled={!editable}
              onEdit={editable ? lineEditing.setEditing : undefined}
              onRemove={editable ? removeLine : undefined}
              onChangeLine={editable ? changeLine : undefined}
              emptyFocusId={editable ? searchId : undefined}
              search={
                editable && (
                  <LineSearch
                    id={searchId}
                    currencySymbol={currencySymbol}
                    onAdd={addItemLine}
                    onAddNew={() => setDialog('item')}
                  />
                )
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
              paidMinor={paidMinor}
              dueMinor={due}
            />
            <Group grow gap="sm">
              <Button variant="default" onClick={onCancel}>
                {t('editor.cancel')}
              </Button>
              <Button onClick={submit} loading={submitting}>
                {submitLabel ?? t('editor.next')}
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
          currency.pickClient(picked);
        }}
      />
      <ItemBrowseDialog
        opened={dialog === 'item'}
        onClose={close}
        onAdd={addItemLine}
        currencySymbol={currencySymbol}
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
        line={lineEditing.editing}
        onClose={() => lineEditing.setEditing(null)}
        currencySymbol={currencySymbol}
        load={lineEditing.load}
        onSave={lineEditing.save}
      />
      {render(children)}
    </Stack>
  );
}
