// Leaving a form that holds unsaved input asks first (ADR 0227): a link out of the screen opens 'Leave
// without saving?' instead of throwing the input away, and closing or reloading the tab gets the
// browser's own question.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The browser asks before the tab is closed or reloaded while `dirty`. */
export function useAskBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

export interface GuardedLinkButtonProps extends ButtonProps {
  to: string;
  /** Whether the form holds unsaved input. */
  dirty: boolean;
  children: ReactNode;
}

/** A button that goes to `to`, asking first while the form holds unsaved input. */
export function GuardedLinkButton({ to, dirty, children, ...props }: GuardedLinkButtonProps) {
  const { t } = useTranslation('shared');
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        component={Link}
        to={to}
        onClick={(event) => {
          if (!dirty) return;
          event.preventDefault();
          setAsking(true);
        }}
        {...props}
      >
        {children}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('close_dialog') }}
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('leave_guard.title')}
        centered
      >
        <Text size="sm">{t('leave_guard.text')}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('leave_guard.stay')}
          </Button>
          <Button color="red" onClick={() => navigate(to)}>
            {t('leave_guard.leave')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
