// From and To of a report, sent when 'Show' is pressed.
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';

export interface Period {
  from: string;
  to: string;
}

export function PeriodForm({ initial, onShow }: { initial: Period; onShow: (period: Period) => void }) {
  const { t } = useTranslation('reports');
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  return (
    <form
      aria-label={t('period.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onShow({ from, to });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField label={t('period.from')} value={from} onChange={setFrom} />
        <DateField label={t('period.to')} value={to} onChange={setTo} />
        <Button type="submit">{t('period.show')}</Button>
      </Group>
    </form>
  );
}

/** 1 January to 31 December of today's year. */
export function thisYear(): Period {
  const year = new Date().getFullYear();
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}
