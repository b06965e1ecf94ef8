// /add-quotation (docs/reference/quotations.md 'Screens'): the one add screen of documents
// (components/document-screens) with the quotation's number (get_quotation_number), its validity term
// (the quotation_days setting) and its save (create_quotation, then upload_quotation_attachment).
import type { z } from 'zod';
import type { QuotationNumberResponseSchema } from '@tradebook/domain/quotations/quotation.schemas';
import { AddDocumentScreen } from '../../../components/document-screens/add-document-screen';
import { QUOTATION_FORM } from '../../../lib/documents/kinds/quotation-form';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { QUOTATION_CREATE } from '../../../lib/documents/kinds/quotation-save';

type QuotationNumberAnswer = z.infer<typeof QuotationNumberResponseSchema>;

export default function AddQuotation() {
  return (
    <AddDocumentScreen
      kind={QUOTATION_KIND}
      form={QUOTATION_FORM}
      save={QUOTATION_CREATE}
      termsField="quotation_days"
      defaultsOf={(answer: QuotationNumberAnswer | undefined) => ({ number: answer?.response ?? '' })}
    />
  );
}
