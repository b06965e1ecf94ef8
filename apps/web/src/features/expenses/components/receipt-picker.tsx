// The receipt images of the expense form (docs/reference/expenses.md 'Screens' and 'Rules'): pick PNG or JPEG
// photos (several at once), each shrunk in the browser before it is kept; thumbnails to take one out again
// and the preview carousel. They are sent when the form is saved. A file that cannot be processed shows
// 'Error processing images.' and clears the file input; nothing of that pick is kept.
import { useRef, useState } from 'react';
import { ActionIcon, Button, FileButton, Input, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ImageThumbnail } from '../../../components/document-editor/image-thumbnail';
import { newLineKey } from '../../../lib/documents/document-draft';
import { ATTACHMENT_ACCEPT, type PendingImage } from '../../../lib/documents/document-images';
import { notifyError } from '../../../lib/notify';
import { expenseText } from '../expense-message';
import { shrinkReceipt } from '../expense-receipts';
import { ReceiptCarousel } from './receipt-carousel';

export interface ReceiptPickerProps {
  images: readonly PendingImage[];
  onChange: (images: PendingImage[]) => void;
  /** How many more receipts the expense may take (20 in all, less those already saved). */
  room: number;
  /** The carousel's interval in ms. */
  interval: number;
  /** How a picked file becomes the image to send; the browser shrink by default. */
  processImage?: (file: File) => Promise<Blob>;
  disabled?: boolean;
}

export function ReceiptPicker({
  images,
  onChange,
  room,
  interval,
  processImage = shrinkReceipt,
  disabled = false,
}: ReceiptPickerProps) {
  const { t } = useTranslation('expenses');
  const resetInput = useRef<() => void>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    const kept = files.slice(0, Math.max(0, room - images.length));
    if (kept.length < files.length) notifyError(expenseText('tooManyReceipts'));
    setBusy(true);
    try {
      const processed = await Promise.all(
        kept.map(async (file) => ({ key: newLineKey(), name: file.name, blob: await processImage(file) })),
      );
      onChange([...images, ...processed]);
    } catch {
      notifyError(t('images.error'));
    } finally {
      resetInput.current?.();
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper labelElement="div" label={t('images.label')} description={t('images.description')}>
      <Stack gap="sm" mt={6}>
        <FileButton
          onChange={pick}
          accept={ATTACHMENT_ACCEPT}
          multiple
          resetRef={resetInput}
          disabled={disabled || busy}
          inputProps={{ 'aria-label': t('images.input') }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              w="fit-content"
              leftSection={busy ? <Loader size={16} /> : <IconPhotoPlus size={18} />}
              disabled={disabled || busy}
            >
              {t('images.choose')}
            </Button>
          )}
        </FileButton>
        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('images.none')}
          </Text>
        ) : (
          <>
            <ReceiptCarousel images={images} interval={interval} />
            <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="sm" aria-label={t('images.chosen')}>
              {images.map((image, index) => (
                <div key={image.key} style={{ position: 'relative' }}>
                  <ImageThumbnail blob={image.blob} alt={t('images.image', { number: index + 1 })} />
                  <ActionIcon
                    size="sm"
                    radius="xl"
                    color="dark"
                    variant="filled"
                    aria-label={t('images.remove', { number: index + 1 })}
                    onClick={() => onChange(images.filter((candidate) => candidate.key !== image.key))}
                    style={{ position: 'absolute', top: 4, right: 4 }}
                    disabled={disabled}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </div>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
