// /add-expense (docs/reference/expenses.md 'Screens', 'Rules' and 'Limits'): the expense form, in the
// business's own currency and today's date, with a 2-second preview carousel of the receipts. Save sends
// create_expense with the receipts as image[] and goes back to the list; while the month's credits are used
// up the red banner shows and Save is hidden. A 409 'Monthly limit reached.' from the server (the month's
// count changed meanwhile) is shown and the count read again, which brings the banner. An incomplete profile
// goes to the dashboard. The screen leads with the expense; reading a supplier's e-invoice is one choice
// beside the receipt photos, and fills the fields it knows while the others keep what was typed (ADR 0225).
// Receipts read by the server (photos or PDFs, several at once) fill the form one by one, each photo kept as
// the expense's receipt (ADR 0229).
import { useNavigate } from 'react-router';
import { Card, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScreenLoader } from '../../../components/screen-loader';
import { paths } from '../../../config/paths';
import { useCompleteProfile } from '../../../hooks/use-complete-profile';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useCreateExpense } from '../api/create-expense';
import { useExpenseCount } from '../api/get-expense-count';
import { invalidateExpenses } from '../api/keys';
import { confirmReceipt } from '../api/read-receipt';
import { EInvoiceImport, type ImportedEInvoice } from '../components/einvoice-import';
import { ReceiptReader } from '../components/receipt-reader';
import { useReceiptDrafts } from '../hooks/use-receipt-drafts';
import { draftValues } from '../receipt-drafts';
import { ExpenseForm } from '../components/expense-form';
import { useMemo, useState } from 'react';
import { newExpenseValues } from '../expense-form-values';
import { expenseText } from '../expense-message';
import { CAROUSEL_INTERVAL_MS } from '../expense-receipts';

const KEPT_PHOTO = /^image\/(jpeg|png|webp)$/;

export default function AddExpense() {
  const { t } = useTranslation('expenses');
  usePageTitle(t('add.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { profile } = useCompleteProfile();
  const count = useExpenseCount();
  const create = useCreateExpense();
  const [imported, setImported] = useState<ImportedEInvoice>();
  const receipts = useReceiptDrafts();
  const draftRead = receipts.draft?.read;
  const filled = useMemo(
    () =>
      (draftRead && !imported ? draftValues(draftRead) : undefined) ??
      (imported && {
        vendor: imported.read.vendor,
        expense_date: imported.read.expense_date,
        ...(imported.read.currency_id ? { currency_id: String(imported.read.currency_id) } : {}),
        amount: imported.read.amount.toFixed(2),
        // The VAT as the supplier invoiced it; the server works out the rate (ADR 0363).
        vat_rate: '',
        vat: imported.read.vat.toFixed(2),
        notes: t('einvoice.notes', { number: imported.read.invoice_number }),
      }),
    [imported, draftRead, t],
  );

  // A failed count counts as answered: the server checks the limit again on Save.
  if (!profile || count.isPending) return <ScreenLoader />;

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('add.title')}
      </Title>
      <Card withBorder padding="lg" maw={860}>
        <Stack gap="lg">
          <ExpenseForm
            key={receipts.current}
            mode="add"
            defaultValues={newExpenseValues(profile.currency_id)}
            receiptChoice={
              <Stack gap="md">
                <ReceiptReader
                  drafts={receipts.drafts}
                  current={receipts.current}
                  reading={receipts.reading}
                  onPick={(files) => void receipts.pick(files)}
                  onSkip={receipts.next}
                />
                <EInvoiceImport onRead={setImported} />
              </Stack>
            }
            filled={filled}
            limitReached={count.data?.limit_reached === true}
            carouselInterval={CAROUSEL_INTERVAL_MS.add}
            submitting={create.isPending}
            onSubmit={async (values, images) => {
              try {
                const draft = receipts.draft;
                // The receipt photo the draft was read from is kept as its first receipt image.
                const photo = draft && KEPT_PHOTO.test(draft.file.type) ? [draft.file] : [];
                const saved = await create.mutateAsync({
                  values,
                  receipts: [...photo, ...images.map((receipt) => receipt.blob)],
                  einvoice: imported?.file,
                });
                if (draft?.read) {
                  // Remembering the vendor is a help, not part of the save: a failure is not shown.
                  await confirmReceipt({
                    expense_id: saved.id,
                    receipt_key: draft.read.receipt_key,
                    read_vendor: draft.read.read_vendor,
                  }).catch(() => undefined);
                }
                notifySuccess(expenseText('created'));
                if (receipts.hasNext) receipts.next();
                else navigate(paths.listExpenses);
              } catch (error) {
                notifyError(errorMessage(error));
                await invalidateExpenses(queryClient);
              }
            }}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
