// The add screen of every kind of document (docs/reference/documents.md 'Screens'; ADR 0238): the next
// number and defaults from the kind's number call, today's date, the term from the Terms settings (28 until
// set), the tax lines from the Tax settings and the items ticked on the item list. Next saves (the kind's
// create call, then what the kind does after it, then the images) and opens the document; when what
// follows the create fails, the document is saved and opens on its edit screen to finish. Creating needs
// a complete business profile. The kind passes in its own actions and dialogs (an invoice's payments).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TERMS_DAYS, type TermsDays } from '@tradebook/domain/settings/terms.schemas';
import { useNewDocumentSetup } from '../../hooks/use-new-document-setup';
import { errorMessage } from '../../lib/api-client';
import { useCreateDocument, useUploadDocumentAttachments } from '../../lib/api/documents/document-mutations';
import { useDocumentNumber } from '../../lib/api/documents/document-queries';
import { draftLineFromItemLine, NO_DISCOUNT, type DocumentDraft } from '../../lib/documents/document-draft';
import type { DocumentForm, SavedDocumentFields } from '../../lib/documents/document-form';
import type { PendingImage } from '../../lib/documents/document-images';
import type { DocumentSave } from '../../lib/documents/document-save';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';
import { taxesFromSettings, type TaxLineDefaults } from '../../lib/documents/tax-defaults';
import { readPicks, writePicks } from '../../lib/items/item-picks';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePageTitle } from '../../lib/page-title';
import { DocumentEditor, type DocumentEditorProps } from '../document-editor/document-editor';
import { ScreenLoader } from '../screen-loader';

/** What the kind's number call answers that fills a new document: its term and tax lines. */
export type NewDocumentDefaults = TaxLineDefaults & { validity_term?: number };

export interface AddDocumentScreenProps<
  Doc extends SavedDocumentFields,
  Defaults,
  Request extends object,
> extends Pick<DocumentEditorProps<Request>, 'extraActions' | 'extraActionCount' | 'paidMinor' | 'children'> {
  kind: DocumentKind<Doc>;
  form: DocumentForm<Doc>;
  save: DocumentSave<Request>;
  /** The new document's number, and its date and currency where the number call names them. */
  defaultsOf: (answer: Defaults | undefined) => { number: string; date?: string; currencyId?: number | null };
  /** The kind's term setting ('quotation_days'). */
  termsField: keyof TermsDays;
  /** The request as the create call takes it (an invoice adds its first payment). */
  toCreate?: (request: Request) => Request;
  /** What the kind saves once the document exists (an invoice's further payments). */
  afterCreate?: (document: Doc) => Promise<void>;
}

export function AddDocumentScreen<
  Doc extends SavedDocumentFields,
  Defaults extends NewDocumentDefaults,
  Request extends object,
>({
  kind,
  form,
  save,
  defaultsOf,
  termsField,
  toCreate = (request) => request,
  afterCreate,
  ...editor
}: AddDocumentScreenProps<Doc, Defaults, Request>) {
  const { t } = useTranslation('document-screens');
  usePageTitle(t('editor.add_page_title', { kind: kind.name, title: form.title }));
  const navigate = useNavigate();
  const number = useDocumentNumber<Defaults>(kind);
  const setup = useNewDocumentSetup(number);
  const create = useCreateDocument<Doc, Request>(kind);
  const upload = useUploadDocumentAttachments(kind);
  const [saving, setSaving] = useState(false);

  if (!setup.ready) return <ScreenLoader />;
  const { profile, terms, tax } = setup;

  const submit = async (request: Request, images: PendingImage[]) => {
    setSaving(true);
    try {
      const document = await create.mutateAsync(toCreate(request));
      writePicks('selected', []);
      const saved = form.numberOf(document);
      try {
        await afterCreate?.(document);
        if (images.length > 0) {
          await upload.mutateAsync({ id: document.id, files: images.map((image) => image.blob) });
        }
      } catch (error) {
        // The document is saved; what failed after it can be done again on its edit screen.
        notifySuccess(form.messages.saved);
        notifyError(errorMessage(error));
        navigate(form.editPath(saved));
        return;
      }
      notifySuccess(form.messages.saved);
      navigate(form.showPath(saved));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const defaults = defaultsOf(number.data);
  const term = terms.data?.[termsField] ?? number.data?.validity_term ?? DEFAULT_TERMS_DAYS;
  const initial: DocumentDraft = {
    number: defaults.number,
    date: defaults.date ?? dayjs().format('YYYY-MM-DD'),
    clientId: null,
    term: String(term),
    currencyId: profile.currency_id || defaults.currencyId || null,
    lines: readPicks('selected').map(draftLineFromItemLine),
    discount: NO_DISCOUNT,
    taxes: taxesFromSettings(tax.data, number.data),
    notes: '',
  };
  return (
    <DocumentEditor
      {...editor}
      title={t('editor.new_title', { kind: kind.name, title: form.title })}
      labels={form.labels}
      initial={initial}
      initialClient={null}
      currencySymbol={profile.currency}
      save={save}
      onCancel={() => navigate(kind.listPath)}
      onSubmit={submit}
      submitting={saving}
      linesPerPage={form.linesPerPage}
    />
  );
}
