// The edit screen of every kind of document (docs/reference/documents.md 'Screens'; ADR 0238): the add
// screen's layout filled from the kind's detail call, with the document's e-mails below. Saved lines are
// edited in the Edit Item dialog (the kind's eachItemDetail calls); saved attachments open a lightbox with
// zoom, rotate and delete. Next saves through the kind's update call (then the new images) and opens the
// document; a document that can no longer change is shown read-only and Next just opens it. The kind
// passes in its badge, its notice and its own actions and dialogs.
import { useState, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { useDeleteDocumentAttachment } from '../../lib/api/documents/delete-document-attachment';
import { useUpdateDocument, useUploadDocumentAttachments } from '../../lib/api/documents/document-mutations';
import { useDocument } from '../../lib/api/documents/document-queries';
import {
  clientOfDocument,
  draftFromDocument,
  type DocumentForm,
  type SavedDocumentFields,
} from '../../lib/documents/document-form';
import type { PendingImage } from '../../lib/documents/document-images';
import type { DocumentSave } from '../../lib/documents/document-save';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePageTitle } from '../../lib/page-title';
import { DocumentEditor, type DocumentEditorProps } from '../document-editor/document-editor';
import { useSavedLineEditing } from '../document-editor/saved-line-editing';
import { DocumentEmails } from '../document-emails/document-emails';
import { DocumentLoadProblem } from '../document-load-problem/document-load-problem';

type KindEditorProps = Pick<
  DocumentEditorProps<object>,
  'badge' | 'notice' | 'extraActions' | 'extraActionCount' | 'paidMinor' | 'dueMinor' | 'children'
>;

export interface EditDocumentFormProps<
  Doc extends SavedDocumentFields,
  Request extends object,
> extends KindEditorProps {
  kind: DocumentKind<Doc>;
  form: DocumentForm<Doc>;
  document: Doc;
  save: DocumentSave<Request>;
  /** False once the document can no longer change: everything is read-only. */
  editable: boolean;
}

/** The editor filled from a saved document, saving through the kind's update call. */
export function EditDocumentForm<Doc extends SavedDocumentFields, Request extends object>({
  kind,
  form,
  document,
  save,
  editable,
  ...kindProps
}: EditDocumentFormProps<Doc, Request>) {
  const { t } = useTranslation('document-screens');
  const navigate = useNavigate();
  const update = useUpdateDocument<Doc, Request>(kind);
  const upload = useUploadDocumentAttachments(kind);
  const deleteAttachment = useDeleteDocumentAttachment(kind);
  const lineEditing = useSavedLineEditing(kind, document, form.linesOf, form.messages.updated);
  const [saving, setSaving] = useState(false);
  const [initial] = useState(() => draftFromDocument(form, document));

  const submit = async (request: Request, images: PendingImage[]) => {
    if (!editable) {
      navigate(form.showPath(form.numberOf(document)));
      return;
    }
    setSaving(true);
    try {
      const saved = await update.mutateAsync(request);
      if (images.length > 0) {
        await upload.mutateAsync({ id: saved.id, files: images.map((image) => image.blob) });
      }
      notifySuccess(form.messages.updated);
      navigate(form.showPath(form.numberOf(saved)));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <DocumentEditor
      {...kindProps}
      title={t('editor.edit_title', { kind: kind.name, title: form.title })}
      labels={form.labels}
      initial={initial}
      initialClient={clientOfDocument(document)}
      currencySymbol={document.currency.symbol}
      editable={editable}
      savedAttachments={form.attachmentsOf(document)}
      onDeleteAttachment={async (attachment) => {
        try {
          await deleteAttachment.mutateAsync(attachment);
          notifySuccess(form.messages.attachmentDeleted);
        } catch (error) {
          notifyError(errorMessage(error));
        }
      }}
      savedLineEditing={lineEditing}
      save={save}
      onCancel={() => navigate(kind.listPath)}
      onSubmit={submit}
      submitting={saving}
      linesPerPage={form.linesPerPage}
    />
  );
}

export interface EditDocumentScreenProps<Doc extends SavedDocumentFields> {
  kind: DocumentKind<Doc>;
  form: DocumentForm<Doc>;
  /** The kind's form: EditDocumentForm with the kind's own parts. */
  Form: ComponentType<{ document: Doc }>;
}

/** Loads the document named by the path and shows its form and its e-mails. */
export function EditDocumentScreen<Doc extends SavedDocumentFields>({
  kind,
  form,
  Form,
}: EditDocumentScreenProps<Doc>) {
  const { t } = useTranslation('document-screens');
  usePageTitle(t('editor.edit_title', { kind: kind.name, title: form.title }));
  const { id = '' } = useParams();
  const document = useDocument(kind, id);

  if (document.isPending || document.isError)
    return <DocumentLoadProblem kind={kind} error={document.error} />;
  // Keyed by id: a different document starts a fresh form; a reload of the same one (after a payment or
  // an attachment is deleted) keeps what was typed and refreshes the figures, payments and attachments.
  return (
    <Stack gap="lg">
      <Form key={document.data.id} document={document.data} />
      <DocumentEmails
        kind={kind.name === 'invoice' ? 'invoice' : 'quotation'}
        documentId={document.data.id}
      />
    </Stack>
  );
}
