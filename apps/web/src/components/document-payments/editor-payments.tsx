// An invoice's Payment action and dialog on the one add and edit screen (ADR 0234: payments have one home;
// ADR 0238: the kind passes in its own actions). On the add screen the payments wait: the first goes with
// the create call, the rest through invoice/add_payment right after. On the edit screen each is recorded
// at once through invoice/add_payment ('Mark as Fully Paid' fills in the due); Payment is disabled when
// nothing is due and on a void invoice, and asks for unsaved changes to be saved first.
import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { creditMinor } from '@tradebook/domain/documents/totals';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { errorMessage } from '../../lib/api-client';
import { addPayment, useAddPayment } from '../../lib/api/payments/add-payment';
import type { DocumentDraft } from '../../lib/documents/document-draft';
import { draftFromDocument } from '../../lib/documents/document-form';
import { INVOICE_FORM } from '../../lib/documents/kinds/invoice-form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { invoiceMoney, paymentEntries } from '../../lib/payments/payment-entries';
import type { LiveDocument } from '../document-editor/document-editor';
import { PaymentAction } from './payment-action';
import { PaymentDialog } from './payment-dialog';
import { usePendingPayments } from './use-pending-payments';

const today = () => dayjs().format('YYYY-MM-DD');

/** The add screen's payments, as props of the add screen. */
export function useAddScreenPayments<Request extends object>() {
  const payments = usePendingPayments();
  const [open, setOpen] = useState(false);
  const [first, ...more] = payments.pending;
  return {
    toCreate: (request: Request): Request => (first ? { ...request, payment: first.request } : request),
    afterCreate: async (invoice: Pick<Invoice, 'id'>) => {
      for (const payment of more) {
        await addPayment({
          payment: { invoice_id: invoice.id, ...payment.request },
          idempotencyKey: payment.key,
        });
      }
    },
    paidMinor: payments.paidMinor,
    extraActionCount: 1,
    extraActions: ({ dueMinor }: LiveDocument) => (
      // Open while payments wait to be saved, even when they cover the total: they can be taken out.
      <PaymentAction
        disabled={dueMinor === 0 && payments.pending.length === 0}
        onOpen={() => setOpen(true)}
      />
    ),
    children: ({ totals, dueMinor, currencySymbol }: LiveDocument) => (
      <PaymentDialog
        opened={open}
        onClose={() => setOpen(false)}
        screen="add"
        today={today()}
        currencySymbol={currencySymbol}
        entries={payments.entries}
        paidMinor={payments.paidMinor}
        dueMinor={dueMinor ?? 0}
        creditMinor={creditMinor(totals.grandTotalMinor, payments.paidMinor, 0, 0)}
        onRemove={payments.remove}
        onSubmit={async (request, key, amountMinor) => {
          payments.add({ key, request, amountMinor });
          return true;
        }}
      />
    ),
  };
}

const sameDraft = (a: DocumentDraft, b: DocumentDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The edit screen's payments of a saved invoice, as props of the edit form. */
export function useEditScreenPayments(invoice: Invoice, locked: boolean) {
  const { t } = useTranslation('payments');
  const add = useAddPayment();
  const [open, setOpen] = useState(false);
  const saved = useMemo(() => draftFromDocument(INVOICE_FORM, invoice), [invoice]);
  const isVoid = invoice.invoice_type === 'void';
  const money = invoiceMoney(invoice);

  const record = async (payment: Parameters<typeof add.mutateAsync>[0]['payment'], key: string) => {
    try {
      await add.mutateAsync({ payment, idempotencyKey: key });
      notifySuccess(t('toast.saved'));
      return true;
    } catch (error) {
      notifyError(errorMessage(error));
      return false;
    }
  };

  return {
    paidMinor: money.paidMinor,
    dueMinor: money.dueMinor,
    extraActionCount: 1,
    extraActions: <PaymentAction disabled={isVoid || money.dueMinor === 0} onOpen={() => setOpen(true)} />,
    children: ({ draft }: LiveDocument) => (
      <PaymentDialog
        opened={open}
        onClose={() => setOpen(false)}
        screen="edit"
        today={today()}
        currencySymbol={invoice.currency.symbol}
        entries={paymentEntries(invoice)}
        {...money}
        blockedReason={
          isVoid
            ? t('dialog.void_invoice')
            : !locked && !sameDraft(draft, saved)
              ? // Shown while the form holds changes not saved yet.
                t('dialog.save_first')
              : undefined
        }
        onSubmit={(request, key) => record({ invoice_id: invoice.id, ...request }, key)}
      />
    ),
  };
}
