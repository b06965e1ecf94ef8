// The logo of the profile forms: shows the current logo, lets the user choose a PNG or JPEG, and makes
// it small in the browser first (lib/images/resize-logo.ts). A failure shows one of the spec's two messages.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Image, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { notifyError } from '../../lib/notify';
import { LogoError, LOGO_MESSAGES, resizeLogo } from '../../lib/images/resize-logo';

interface LogoPickerProps {
  /** The stored logo's URL, if any. */
  currentUrl?: string | undefined;
  onChange: (logo: Blob | null) => void;
}

export function LogoPicker({ currentUrl, onChange }: LogoPickerProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const logo = await resizeLogo(file);
      setPreview(URL.createObjectURL(logo));
      onChange(logo);
    } catch (error) {
      notifyError(
        t(
          error instanceof LogoError && error.message === LOGO_MESSAGES.read
            ? 'logo.read_failed'
            : 'logo.process_failed',
        ),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const shown = preview ?? currentUrl;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="div">
        {t('logo.label')}
      </Text>
      <Group gap="md" wrap="nowrap">
        <Paper
          withBorder
          w={80}
          h={80}
          radius="md"
          style={{ display: 'grid', placeItems: 'center', overflow: 'hidden' }}
        >
          {shown ? (
            <Image src={shown} alt={t('logo.alt')} maw={80} mah={80} fit="contain" />
          ) : (
            <IconPhoto size={32} aria-hidden color="var(--mantine-color-dimmed)" />
          )}
        </Paper>
        <Stack gap={4}>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={busy}
            onClick={() => input.current?.click()}
          >
            {t('logo.choose')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('logo.hint')}
          </Text>
        </Stack>
      </Group>
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          aria-label={t('logo.label')}
          tabIndex={-1}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
      </VisuallyHidden>
    </Stack>
  );
}
