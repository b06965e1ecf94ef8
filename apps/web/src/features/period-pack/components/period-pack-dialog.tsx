// The period pack's dialog (docs/decisions/0245-period-pack-dialog.md): the period's dates, then one
// button that asks for the pack and downloads it, with a bar counting the files as they arrive. The
// server's message (a bad range, too many documents, too many downloads this minute) shows in the
// dialog; closing it stops the download.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import { errorMessage } from '../../../lib/api-client';
import { downloadPeriodPack, requestPeriodPack, type PackProgress } from '../api/download-period-pack';

interface PeriodPackDialogProps {
  opened: boolean;
  onClose: () => void;
}

type State =
  | { step: 'idle' }
  | { step: 'working'; progress: PackProgress | null }
  | { step: 'done'; filename: string }
  | { step: 'failed'; message: string };

export function PeriodPackDialog({ opened, onClose }: PeriodPackDialogProps) {
  const { t } = useTranslation('period-pack');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const close = () => {
    running.current?.abort();
    running.current = null;
    setState({ step: 'idle' });
    onClose();
  };

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'working', progress: null });
    try {
      const pack = await requestPeriodPack({ from, to }, controller.signal);
      setState({ step: 'working', progress: { files: 0, total: pack.files } });
      const filename = await downloadPeriodPack(
        pack,
        (progress) => setState({ step: 'working', progress }),
        controller.signal,
      );
      setState({ step: 'done', filename });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ step: 'failed', message: errorMessage(error) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const working = state.step === 'working';
  const progress = working ? state.progress : null;
  const percent = progress && progress.total > 0 ? Math.round((progress.files / progress.total) * 100) : 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('dialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close_dialog') }}
    >
      <form
        aria-label={t('dialog.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('dialog.text')}</Text>
          <Group grow align="flex-start" wrap="wrap">
            <DateField label={t('dialog.from')} value={from} onChange={setFrom} disabled={working} required />
            <DateField label={t('dialog.to')} value={to} onChange={setTo} disabled={working} required />
          </Group>
          {working && (
            <Stack gap={4}>
              <Progress value={percent} aria-label={t('dialog.progress')} animated />
              <Text size="sm" aria-live="polite">
                {progress
                  ? t('dialog.files', { files: progress.files, total: progress.total })
                  : t('dialog.counting')}
              </Text>
            </Stack>
          )}
          {state.step === 'done' && (
            <Alert color="green" role="status">
              {t('dialog.saved', { filename: state.filename })}
            </Alert>
          )}
          {state.step === 'failed' && (
            <Alert color="red" role="alert">
              {state.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {working ? t('dialog.cancel') : t('dialog.close')}
            </Button>
            <Button type="submit" loading={working} disabled={!from || !to}>
              {t('dialog.download')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
