// docs/reference/profile.md 'Statuses': after the company profile is first saved, the session closes; OK
// signs out.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Text } from '@mantine/core';
import { paths } from '../../config/paths';

export function SessionCompletedDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={() => navigate(paths.logout)}
      title={t('session_completed.title')}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Text>{t('session_completed.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => navigate(paths.logout)} data-autofocus>
          {t('session_completed.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
