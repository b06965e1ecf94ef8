// The Attachment dialog of quotations and invoices: pick PNG or JPEG images, shrink them in the browser
// (document-images.ts), preview them and take any out again. They are uploaded when the document is
// saved. A file that cannot be processed shows 'Error processing images.' and clears the file input.
import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { notifyError } from '../../lib/notify';
import { newLineKey } from '../../lib/documents/document-draft';
import {
  ATTACHMENT_ACCEPT,
  IMAGE_ERROR,
  shrinkAttachment,
  type PendingImage,
} from '../../lib/documents/document-images';
import { ImageThumbnail } from './image-thumbnail';

export interface AttachmentDialogProps {
  opened: boolean;
  onClose: () => void;
  images: readonly PendingImage[];
  onChange: (images: PendingImage[]) => void;
  /** How a picked file becomes the image to upload; the browser shrink by default. */
  processImage?: (file: File) => Promise<Blob>;
  disabled?: boolean;
}

export function AttachmentDialog({
  opened,
  onClose,
  images,
  onChange,
  processImage = shrinkAttachment,
  disabled = false,
}: AttachmentDialogProps) {
  const { t } = useTranslation('documents');
  const resetInput = useRef<() => void>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    try {
      const processed = await Promise.all(
        files.map(async (file) => ({ key: newLineKey(), name: file.name, blob: await processImage(file) })),
      );
      onChange([...images, ...processed]);
    } catch {
      notifyError(IMAGE_ERROR);
    } finally {
      resetInput.current?.();
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('attachment.title')}
      closeButtonProps={{ 'aria-label': t('editor.close_dialog') }}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('attachment.text')}
        </Text>
        <FileButton
          onChange={pick}
          accept={ATTACHMENT_ACCEPT}
          multiple
          resetRef={resetInput}
          disabled={disabled || busy}
          inputProps={{ 'aria-label': t('attachment.input') }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={busy ? <Loader size={16} /> : <IconPhotoPlus size={18} />}
              disabled={disabled || busy}
            >
              {t('attachment.choose')}
            </Button>
          )}
        </FileButton>
        {images.length === 0 ? (
          <Paper withBorder p="lg" radius="md" style={{ borderStyle: 'dashed' }}>
            <Text c="dimmed" ta="center" size="sm">
              {t('attachment.none')}
            </Text>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="sm" aria-label={t('attachment.chosen')}>
            {images.map((image, index) => (
              <div key={image.key} style={{ position: 'relative' }}>
                <ImageThumbnail blob={image.blob} alt={t('attachment.image', { number: index + 1 })} />
                <ActionIcon
                  size="sm"
                  radius="xl"
                  color="dark"
                  variant="filled"
                  aria-label={t('attachment.remove_image', { number: index + 1 })}
                  onClick={() => onChange(images.filter((candidate) => candidate.key !== image.key))}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                  disabled={disabled}
                >
                  <IconX size={14} />
                </ActionIcon>
              </div>
            ))}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('attachment.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
