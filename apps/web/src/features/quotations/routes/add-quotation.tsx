// /add-quotation (docs/reference/quotations.md 'Screens'): the number from get_quotation_number, today's
// date, the validity term from the quotation_days setting (28 until set), the tax lines from the Tax
// settings, and the items ticked on the item list. Next saves (create_quotation, then the images through
// upload_quotation_attachment) and opens the PDF preview. Creating needs a complete business profile.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import type { z } from 'zod';
import type {
  Quotation,
  QuotationNumberResponseSchema,
} from '@tradebook/domain/quotations/quotation.schemas';
import { DEFAULT_TERMS_DAYS } from '@tradebook/domain/settings/terms.schemas';
import { ScreenLoader } from '../../../components/screen-loader';
import { paths } from '../../../config/paths';
import { useNewDocumentSetup } from '../../../hooks/use-new-document-setup';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { readPicks, writePicks } from '../../../lib/items/item-picks';
import {
  useCreateDocument,
  useUploadDocumentAttachments,
} from '../../../lib/api/documents/document-mutations';
import { useDocumentNumber } from '../../../lib/api/documents/document-queries';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { DocumentEditor } from '../../../components/document-editor/document-editor';
import { draftLineFromItemLine, NO_DISCOUNT } from '../../../lib/documents/document-draft';
import { taxesFromSettings } from '../../../lib/documents/tax-defaults';
import type { PendingImage } from '../../../lib/documents/document-images';
import { QUOTATION_FIELD_LABELS } from '../quotation-labels';
import { prepareQuotationSave, type QuotationRequest } from '../quotation-request';

export const SAVED_MESSAGE = 'Save data Successful.';

type QuotationNumberAnswer = z.infer<typeof QuotationNumberResponseSchema>;

export default function AddQuotation() {
  usePageTitle('Add Quotation');
  const navigate = useNavigate();
  const number = useDocumentNumber<QuotationNumberAnswer>(QUOTATION_KIND);
  const setup = useNewDocumentSetup(number);
  const createQuotation = useCreateDocument<Quotation, QuotationRequest>(QUOTATION_KIND);
  const upload = useUploadDocumentAttachments(QUOTATION_KIND);
  const [saving, setSaving] = useState(false);

  if (!setup.ready) return <ScreenLoader />;
  const { profile, terms, tax } = setup;

  const save = async (request: QuotationRequest, images: PendingImage[]) => {
    setSaving(true);
    try {
      const quotation = await createQuotation.mutateAsync(request);
      writePicks('selected', []);
      if (images.length > 0) {
        try {
          await upload.mutateAsync({ id: quotation.id, files: images.map((image) => image.blob) });
        } catch (error) {
          // The quotation is saved; its images can be added again on the edit screen.
          notifySuccess(SAVED_MESSAGE);
          notifyError(errorMessage(error));
          navigate(paths.editQuotation(quotation.quotation_number));
          return;
        }
      }
      notifySuccess(SAVED_MESSAGE);
      navigate(paths.showQuotation(quotation.quotation_number));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const validity = terms.data?.quotation_days ?? number.data?.validity_term ?? DEFAULT_TERMS_DAYS;
  return (
    <DocumentEditor
      title="New Quotation"
      labels={QUOTATION_FIELD_LABELS}
      initial={{
        number: number.data?.response ?? '',
        date: dayjs().format('YYYY-MM-DD'),
        clientId: null,
        term: String(validity),
        currencyId: profile.currency_id || null,
        lines: readPicks('selected').map(draftLineFromItemLine),
        discount: NO_DISCOUNT,
        taxes: taxesFromSettings(tax.data, number.data),
        notes: '',
      }}
      initialClient={null}
      currencySymbol={profile.currency}
      prepare={prepareQuotationSave}
      onCancel={() => navigate(paths.listQuotation)}
      onSubmit={save}
      submitting={saving}
    />
  );
}
