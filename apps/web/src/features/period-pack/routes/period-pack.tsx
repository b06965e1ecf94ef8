// /period-pack (docs/decisions/0245-period-pack-dialog.md): what the period pack holds, and the button
// that opens its dialog.
import { useState } from 'react';
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { PeriodPackDialog } from '../components/period-pack-dialog';

export default function PeriodPackScreen() {
  const { t } = useTranslation('period-pack');
  usePageTitle(t('title'));
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text>{t('intro')}</Text>
      <List spacing={4}>
        <List.Item>{t('holds.csv')}</List.Item>
        <List.Item>{t('holds.spreadsheet')}</List.Item>
        <List.Item>{t('holds.documents')}</List.Item>
        <List.Item>{t('holds.receipts')}</List.Item>
      </List>
      <div>
        <Button leftSection={<IconFileZip size={18} />} onClick={() => setOpened(true)}>
          {t('make')}
        </Button>
      </div>
      <PeriodPackDialog opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
