import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A settings form's submit button ('Save' unless told), busy while the save runs. */
export function SaveButton({
  saving,
  label,
  justify,
}: {
  saving: boolean;
  label?: string;
  justify?: 'flex-end';
}) {
  const { t } = useTranslation('settings');
  return (
    <Group justify={justify}>
      <Button type="submit" loading={saving}>
        {label ?? t('save')}
      </Button>
    </Group>
  );
}
