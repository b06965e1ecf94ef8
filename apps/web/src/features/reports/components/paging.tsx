// Previous and next page of a paged report.
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Paging({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('reports');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  return (
    <Group gap="sm">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </Button>
      <Text size="sm">{t('paging.page', { page, pages })}</Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </Button>
    </Group>
  );
}
