// The Attachment dialog of quotations and invoices: pick PNG or JPEG images, shrink them in the browser
// (document-images.ts), preview them and take any out again. They are uploaded when the document is
// saved. A file that cannot be processed shows 'Error processing images.' and clears the file input.
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { shrinkAttachment, type PendingImage } from '../../lib/documents/document-images';
import { ImagePickButton } from '../image-picker/image-pick-button';
import { PickedImageGrid } from '../image-picker/picked-image-grid';
import { useImagePick } from '../image-picker/use-image-pick';

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
  const words = useTranslation('screen-words').t;
  const { pick, busy, resetInput } = useImagePick({
    images,
    onChange,
    processImage,
    errorText: words('image_error'),
  });

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
        <ImagePickButton
          onPick={pick}
          resetRef={resetInput}
          busy={busy}
          disabled={disabled}
          inputLabel={t('attachment.input')}
        >
          {t('attachment.choose')}
        </ImagePickButton>
        {images.length === 0 ? (
          <Paper withBorder p="lg" radius="md" style={{ borderStyle: 'dashed' }}>
            <Text c="dimmed" ta="center" size="sm">
              {t('attachment.none')}
            </Text>
          </Paper>
        ) : (
          <PickedImageGrid
            images={images}
            onChange={onChange}
            disabled={disabled}
            cols={{ base: 3, sm: 4 }}
            label={t('attachment.chosen')}
            imageAlt={(number) => t('attachment.image', { number })}
            removeLabel={(number) => t('attachment.remove_image', { number })}
          />
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('attachment.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
