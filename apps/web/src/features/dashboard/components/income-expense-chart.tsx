// The last 12 months' income against expenses as bars (Recharts). Loaded on its own (React.lazy) so the
// chart library is fetched only when the dashboard shows it. The drawing is an image with a name;
// the same figures are in the table beside it (month-table.tsx) for screen readers.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { DashboardMonth } from '@tradebook/domain/dashboard/dashboard.schemas';
import { useOwnerLocale } from '../../../lib/dates/owner-locale';
import { formatOwnerMoney } from '../../../lib/money/owner-money';
import { monthLabel, useDashboardMoney } from './dashboard-money';

// Mantine's blue 8 and orange 9: at least 3:1 against white, as graphics need (WCAG 1.4.11).
const INCOME_COLOUR = '#1971c2';
const EXPENSES_COLOUR = '#d9480f';

export default function IncomeExpenseChart({ months, symbol }: { months: DashboardMonth[]; symbol: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const dashboardMoney = useDashboardMoney();
  const locale = useOwnerLocale();
  // The axis in whole units: '£1,790' in English, '1.790 £' in German.
  const tick = (value: number) =>
    locale
      ? formatOwnerMoney(Math.round(value) * 100, symbol, locale).replace(/[.,]00(?=\D*$)/, '')
      : `${symbol}${Math.round(value).toLocaleString('en-GB')}`;
  const data = months.map((month) => ({ ...month, label: monthLabel(month.month, 'short', i18n.language) }));
  return (
    <div
      role="img"
      aria-label={t('chart.label', { currency: symbol })}
      style={{ width: '100%', height: 280 }}
      data-testid="income-expense-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: '#495057', fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis tick={{ fill: '#495057', fontSize: 12 }} width={64} tickFormatter={tick} />
          <Tooltip formatter={(value) => dashboardMoney(Number(value), symbol)} />
          <Legend wrapperStyle={{ color: '#495057' }} />
          <Bar dataKey="income" name={t('chart.income')} fill={INCOME_COLOUR} radius={[4, 4, 0, 0]} />
          <Bar dataKey="expenses" name={t('chart.expenses')} fill={EXPENSES_COLOUR} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
