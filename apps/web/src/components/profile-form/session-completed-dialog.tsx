// docs/reference/profile.md 'Statuses': after the company profile is first saved, the session closes; OK
// signs out.
import { useNavigate } from 'react-router';
import { Button, Group, Modal, Text } from '@mantine/core';
import { paths } from '../../config/paths';

export function SessionCompletedDialog({ opened }: { opened: boolean }) {
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={() => navigate(paths.logout)}
      title="Session Completed"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Text>This session will close now. Please log in, and your profile will be completed.</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => navigate(paths.logout)} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
