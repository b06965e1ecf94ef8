// From and To of a report, sent when 'Show' is pressed.
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { DateField } from '../../../components/date-field/date-field';

export interface Period {
  from: string;
  to: string;
}

export function PeriodForm({ initial, onShow }: { initial: Period; onShow: (period: Period) => void }) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  return (
    <form
      aria-label="Period"
      onSubmit={(event) => {
        event.preventDefault();
        onShow({ from, to });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField label="From" value={from} onChange={setFrom} />
        <DateField label="To" value={to} onChange={setTo} />
        <Button type="submit">Show</Button>
      </Group>
    </form>
  );
}

/** 1 January to 31 December of today's year. */
export function thisYear(): Period {
  const year = new Date().getFullYear();
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}
