// 'You are offline' (docs/decisions/0228-installable-app.md): the installed app opens without a network
// from its cached shell; this bar says why nothing loads or saves until the connection is back. It
// follows the browser's online and offline events.
import { useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineBanner() {
  // Its words load only when it shows: the sign-in screens fetch no `shared` catalogue (ADR 0256).
  return useOnline() ? null : <OfflineNotice />;
}

function OfflineNotice() {
  const { t } = useTranslation('shared');
  return (
    <Alert
      role="status"
      color="dark"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden />}
      title={t('offline.title')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
      data-testid="offline-banner"
    >
      {t('offline.text')}
    </Alert>
  );
}
