// /list-expenses (docs/reference/expenses.md 'Screens', 'Rules' and 'Limits'): search (vendor, expense
// number), the newest-first toggle, the add link and the export menu (PDF report, spreadsheet, ZIP of the
// receipts with a CSV), each of every expense the filters select; filters for the date range (the first day
// of the month five months ago to today), category, currency (the user's own) and payment method; cards with
// File and Note buttons, a preview, Edit and Delete; the total of every matching expense, per currency; pages
// of 10, shown only when there is more than one. The server filters, orders, pages and adds up
// (docs/reference/api.md 'Lists answer one page'). An incomplete profile sends the user to the dashboard.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import { EXPENSE_PAGE_SIZE } from '@tradebook/domain/expenses/list-expenses.schemas';
import { DocumentListHeader } from '../../../components/document-list/document-list-header';
import {
  DocumentListResults,
  type DocumentListWording,
} from '../../../components/document-list/document-list-results';
import { ExportMenu } from '../../../components/export-menu/export-menu';
import { paths } from '../../../config/paths';
import { useCompleteProfile } from '../../../hooks/use-complete-profile';
import { useLastPageFallback, useListPage } from '../../../hooks/use-list-page';
import { usePageTitle } from '../../../lib/page-title';
import { downloadExpenseExport, EXPENSE_EXPORTS } from '../api/export-expenses';
import { useExpenses } from '../api/get-expenses';
import { DeleteExpenseModal } from '../components/delete-expense-modal';
import { ExpenseCard } from '../components/expense-card';
import { ExpenseFilterBar } from '../components/expense-filter-bar';
import { ExpensePreviewModal } from '../components/expense-preview-modal';
import { ExpenseTotals } from '../components/expense-totals';
import { useExpenseFilters } from '../hooks/use-expense-filters';

function listWording(t: (key: string) => string): DocumentListWording {
  return {
    chooseDates: '',
    loading: t('list.loading'),
    grid: t('list.grid'),
    noMatch: t('list.no_match'),
    noneYet: t('list.none_yet'),
    purpose: t('list.purpose'),
    addLink: t('list.add_link'),
    pages: t('list.pages'),
  };
}

export default function ListExpenses() {
  const { t } = useTranslation('expenses');
  usePageTitle(t('list.page_title'));
  const { profile } = useCompleteProfile();
  const filters = useExpenseFilters(profile?.currency_id);
  const [previewOf, setPreviewOf] = useState<Expense | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);

  const { page, setPage } = useListPage(filters.listFilters);
  const expenses = useExpenses(
    { ...filters.listFilters, page, limit: EXPENSE_PAGE_SIZE },
    profile !== undefined,
  );
  const answer = expenses.data;
  const pagination = answer && {
    current_page: answer.current_page,
    last_page: answer.last_page,
    per_page: answer.per_page,
    total: answer.total,
  };
  useLastPageFallback(page, pagination, setPage);

  return (
    <Stack gap="lg">
      <DocumentListHeader
        title={t('list.title')}
        exportMenu={
          <ExportMenu
            formats={EXPENSE_EXPORTS.map((choice) => ({
              ...choice,
              label: t(`exports.${choice.format}`),
              file: t(`exports.${choice.format}_file`),
            }))}
            download={(format, onProgress, signal) =>
              downloadExpenseExport(format, filters.exportFilters, onProgress, signal)
            }
          />
        }
        addPath={paths.addExpense}
        addLabel={t('list.add')}
      />

      <ExpenseFilterBar filters={filters} count={answer?.total} />
      {answer && <ExpenseTotals totals={answer.totals} />}

      <DocumentListResults
        wording={listWording(t)}
        addPath={paths.addExpense}
        datesValid
        narrowed={filters.narrowed}
        query={expenses}
        rows={answer?.data ?? []}
        cols={{ base: 1, md: 2, xl: 3 }}
        renderCard={(expense) => (
          <ExpenseCard
            key={expense.id}
            expense={expense}
            onPreview={() => setPreviewOf(expense)}
            onDelete={() => setDeleting(expense)}
          />
        )}
        page={page}
        lastPage={answer?.last_page ?? 1}
        onPage={setPage}
      />

      <ExpensePreviewModal expense={previewOf} onClose={() => setPreviewOf(null)} />
      <DeleteExpenseModal expense={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
