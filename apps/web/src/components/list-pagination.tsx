// The pages of a list (docs/reference/documents.md: 'Pagination (Previous, Next, page numbers) appears only
// when there is more than one page'). A labelled navigation landmark of buttons, so it works by keyboard and
// a screen reader names it; the current page is marked with aria-current. On a phone it drops the first/last
// controls and the neighbouring pages, so even a list of thousands of pages fits in 375 px.
import { Group, Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  /** How many pages there are; nothing shows for one page or none. */
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** Names the list it pages, e.g. 'Quotation pages'. */
  label: string;
  size?: 'sm' | 'md';
}

export function ListPagination({ total, value, onChange, label, size = 'md' }: ListPaginationProps) {
  const { t } = useTranslation('shared');
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  if (total <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={total}
        value={Math.min(value, total)}
        onChange={onChange}
        size={size}
        withEdges={size === 'md' && !narrow}
        siblings={narrow ? 0 : 1}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(page) => ({ 'aria-current': page === value ? 'page' : undefined })}
      />
    </Group>
  );
}
