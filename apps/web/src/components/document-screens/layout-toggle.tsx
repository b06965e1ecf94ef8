// The list/grid choice of a document list (the invoices' list offers it), kept in the browser per kind
// ('tradebook.invoices.view', cleared at sign-out with the rest).
import { useState } from 'react';
import { Group, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ListView = 'list' | 'grid';

/** The kind's remembered layout, grid until the owner chooses the list. */
export function useListView(storageKey: string) {
  const [view, setView] = useState<ListView>(() =>
    localStorage.getItem(storageKey) === 'list' ? 'list' : 'grid',
  );
  const choose = (next: ListView) => {
    setView(next);
    localStorage.setItem(storageKey, next);
  };
  return [view, choose] as const;
}

const layoutLabel = (Icon: typeof IconList, text: string) => (
  <Group gap={4} wrap="nowrap">
    <Icon size={14} aria-hidden />
    <span>{text}</span>
  </Group>
);

export function LayoutToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation('document-screens');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('list.layout')}
      value={view}
      onChange={(value) => onChange(value as ListView)}
      data={[
        { value: 'list', label: layoutLabel(IconList, t('list.layout_list')) },
        { value: 'grid', label: layoutLabel(IconLayoutGrid, t('list.layout_grid')) },
      ]}
    />
  );
}
