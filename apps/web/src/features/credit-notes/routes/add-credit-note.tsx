// /add-credit-note/{invoice_number} (issue 17; ADR 0213): a credit note for an invoice that was sent or
// paid, opened from the invoice's screen and its card menu, on the shared add-from-a-document screen
// (components/document-screens; ADR 0236). What is the credit note's own: the owner ticks the lines to
// credit (the quantity and unit price of the rest of each filled in, to change for a part), or everything
// left at once, and sees the credit note's totals and what it does to the invoice as the server will work
// them out (lib/documents/kinds/credit-note-save.ts); where the client had paid part of it already, they
// choose a refund or keeping it as the client's credit. Issue credit note sends
// credit_note/create_from_invoice (the kind's create call; its invoices are read again too) and opens
// the new credit note.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import type { Settlement } from '@tradebook/domain/credit-notes/credit-note-status';
import type { CreateCreditNoteRequest } from '@tradebook/domain/credit-notes/create-credit-note.schemas';
import type { CreditNote } from '@tradebook/domain/credit-notes/credit-note.schemas';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import {
  AddFromDocumentScreen,
  FromDocumentForm,
} from '../../../components/document-screens/add-from-document-screen';
import { useFocusFirstInvalid } from '../../../components/document-screens/use-focus-first-invalid';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCreateDocument } from '../../../lib/api/documents/document-mutations';
import {
  creditNoteRequestOf,
  lineChoicesOf,
  notCreditableReason,
  previewOf,
  type LineChoice,
} from '../../../lib/documents/kinds/credit-note-save';
import { CREDIT_NOTE_KIND, creditMessage } from '../../../lib/documents/kinds/credit-note-kind';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { CreditEffectPanel } from '../components/credit-effect-panel';
import { CreditLineFieldset } from '../components/credit-line-fieldset';
import { kindText } from '../../../lib/documents/kinds/kind-words';

const titleOf = (number: string) => kindText('credit_notes.title_for', { number });
const refusalOf = (invoice: Invoice) => {
  const reason = notCreditableReason(invoice);
  return reason && creditMessage(reason);
};

function CreditNoteForm({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const { t } = useTranslation('kinds');
  const create = useCreateDocument<CreditNote, CreateCreditNoteRequest>(CREDIT_NOTE_KIND);
  const [choices, setChoices] = useState<LineChoice[]>(() => lineChoicesOf(invoice));
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [notes, setNotes] = useState('');
  const [settlement, setSettlement] = useState<Settlement | null>(null);
  const [tried, setTried] = useState(false);
  const focus = useFocusFirstInvalid();
  const symbol = invoice.currency.symbol;
  const money = (amount: number) => formatMoney(toMinor(amount) ?? 0, symbol);
  const preview = previewOf(invoice, choices, settlement);
  const nothingChosen = !choices.some((choice) => choice.chosen);
  const dateError =
    date === ''
      ? t('credit_notes.date_required')
      : date < invoice.invoice_date
        ? creditMessage(CREDIT_NOTE_MESSAGES.dateBeforeInvoice)
        : undefined;
  const needsChoice = preview.needsSettlement && settlement === null;

  const change = (lineId: number, update: Partial<LineChoice>) =>
    setChoices((lines) => lines.map((line) => (line.lineId === lineId ? { ...line, ...update } : line)));
  const creditEverything = () =>
    setChoices(lineChoicesOf(invoice).map((line) => ({ ...line, chosen: line.leftMinor > 0 })));

  const issue = async () => {
    setTried(true);
    if (nothingChosen || preview.problem || !preview.totals || dateError || needsChoice) {
      focus.refused();
      return;
    }
    try {
      const note = await create.mutateAsync(
        creditNoteRequestOf(invoice, choices, { date, notes, settlement }),
      );
      notifySuccess(t('credit_notes.issued', { number: note.credit_note_number }));
      navigate(paths.showCreditNote(note.credit_note_number));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <FromDocumentForm
      title={titleOf(invoice.invoice_number)}
      summary={
        <>
          {t('credit_notes.add_summary', {
            client: invoice.client.business_name || invoice.client.name,
            total: money(invoice.total_amount_gross),
            paid: money(invoice.total_amount_paid),
            credited: money(invoice.total_amount_credited),
          })}
          <span data-testid="invoice-due-now">{money(invoice.remaining_due)}</span>
        </>
      }
      notice={
        <Alert color="blue" title={t('credit_notes.notice_title')} role="note">
          {t('credit_notes.notice')}
        </Alert>
      }
      focusRef={focus.ref}
      linesTitle={t('credit_notes.lines_title')}
      linesAction={
        <Button variant="light" size="compact-sm" onClick={creditEverything}>
          {t('credit_notes.credit_everything')}
        </Button>
      }
      lines={choices.map((choice) => (
        <CreditLineFieldset
          key={choice.lineId}
          choice={choice}
          currencySymbol={symbol}
          errors={preview.fieldErrors[choice.lineId]}
          onChange={(update) => change(choice.lineId, update)}
        />
      ))}
      date={{
        label: t('credit_notes.date'),
        value: date,
        minDate: invoice.invoice_date,
        onChange: setDate,
        error: tried ? dateError : undefined,
      }}
      notes={{ label: t('credit_notes.reason'), value: notes, onChange: setNotes }}
      totals={
        preview.totals && {
          totals: preview.totals,
          currencySymbol: symbol,
          discount: { type: invoice.discount_type, value: String(invoice.discount_value) },
          taxes: [
            { name: invoice.vat_name, percent: invoice.vat_percent },
            { name: invoice.tax1_name, percent: invoice.tax1_percent },
          ],
        }
      }
      aside={
        <>
          {preview.totals && (
            <CreditEffectPanel
              invoiceNumber={invoice.invoice_number}
              preview={preview}
              currencySymbol={symbol}
              settlement={settlement}
              onSettlement={setSettlement}
              settlementError={
                tried && needsChoice ? creditMessage(CREDIT_NOTE_MESSAGES.settlementRequired) : undefined
              }
            />
          )}
          {nothingChosen && (
            <Text
              size="sm"
              c={tried ? 'var(--mantine-color-error)' : 'dimmed'}
              role={tried ? 'alert' : undefined}
            >
              {creditMessage(CREDIT_NOTE_MESSAGES.noLines)}
            </Text>
          )}
          {!nothingChosen && preview.problem && (
            <Alert color="red" role="alert">
              {creditMessage(preview.problem)}
            </Alert>
          )}
        </>
      }
      cancelPath={paths.showInvoice(invoice.invoice_number)}
      submitLabel={t('credit_notes.issue')}
      submitting={create.isPending}
      onSubmit={issue}
    />
  );
}

export default function AddCreditNote() {
  const { t } = useTranslation('kinds');
  return (
    <AddFromDocumentScreen
      source={INVOICE_KIND}
      pageTitle={t('credit_notes.add_title')}
      param="invoice"
      titleOf={titleOf}
      refusalOf={refusalOf}
      refusalTitle={t('credit_notes.refusal_title')}
      backLabel={t('credit_notes.back')}
      backPath={paths.showInvoice}
    >
      {(invoice) => <CreditNoteForm invoice={invoice} />}
    </AddFromDocumentScreen>
  );
}
