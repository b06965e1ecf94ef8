// The 'Complete Registration' dialog of docs/reference/profile.md 'Statuses', and the provider that opens it
// whenever a blocked link is followed while the profile is incomplete.
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Text } from '@mantine/core';
import { isProfileComplete } from '@tradebook/domain/profile/profile-complete';
import { paths } from '../../config/paths';
import { useProfile } from '../../lib/api/profile/get-profile';
import { RegistrationGateContext, type RegistrationGate } from '../../hooks/use-registration-gate';

export function CompleteRegistrationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('registration_gate.title')}
      closeButtonProps={{ 'aria-label': t('registration_gate.close') }}
      centered
    >
      <Text>{t('registration_gate.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('registration_gate.cancel')}
        </Button>
        <Button
          onClick={() => {
            onClose();
            navigate(paths.completeProfile);
          }}
        >
          {t('registration_gate.continue')}
        </Button>
      </Group>
    </Modal>
  );
}

export function RegistrationGateProvider({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const [opened, setOpened] = useState(false);
  const blocked = profile.data !== undefined && !isProfileComplete(profile.data);

  const gate = useMemo<RegistrationGate>(
    () => ({
      blocked,
      guard: (event) => {
        if (!blocked) return;
        event.preventDefault();
        setOpened(true);
      },
      openDialog: () => setOpened(true),
    }),
    [blocked],
  );

  return (
    <RegistrationGateContext.Provider value={gate}>
      {children}
      <CompleteRegistrationDialog opened={opened} onClose={() => setOpened(false)} />
    </RegistrationGateContext.Provider>
  );
}
