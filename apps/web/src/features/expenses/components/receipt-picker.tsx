// The receipt images of the expense form (docs/reference/expenses.md 'Screens' and 'Rules'): pick PNG or JPEG
// photos (several at once), each shrunk in the browser before it is kept; thumbnails to take one out again
// and the preview carousel. They are sent when the form is saved. A file that cannot be processed shows
// 'Error processing images.' and clears the file input; nothing of that pick is kept.
import { useRef, useState } from 'react';
import { ActionIcon, Button, FileButton, Input, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { EXPENSE_MESSAGES } from '@tradebook/domain/expenses/expense-messages';
import { ImageThumbnail } from '../../../components/document-editor/image-thumbnail';
import { newLineKey } from '../../../lib/documents/document-draft';
import { ATTACHMENT_ACCEPT, IMAGE_ERROR, type PendingImage } from '../../../lib/documents/document-images';
import { notifyError } from '../../../lib/notify';
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
  const resetInput = useRef<() => void>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    const kept = files.slice(0, Math.max(0, room - images.length));
    if (kept.length < files.length) notifyError(EXPENSE_MESSAGES.tooManyReceipts);
    setBusy(true);
    try {
      const processed = await Promise.all(
        kept.map(async (file) => ({ key: newLineKey(), name: file.name, blob: await processImage(file) })),
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
    <Input.Wrapper
      labelElement="div"
      label="Receipt Images"
      description="PNG or JPEG photos of the receipt. Each is reduced to at most 1024 px and 512 KB before it is sent."
    >
      <Stack gap="sm" mt={6}>
        <FileButton
          onChange={pick}
          accept={ATTACHMENT_ACCEPT}
          multiple
          resetRef={resetInput}
          disabled={disabled || busy}
          inputProps={{ 'aria-label': 'Receipt images' }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              w="fit-content"
              leftSection={busy ? <Loader size={16} /> : <IconPhotoPlus size={18} />}
              disabled={disabled || busy}
            >
              Choose images
            </Button>
          )}
        </FileButton>
        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            No new images chosen.
          </Text>
        ) : (
          <>
            <ReceiptCarousel images={images} interval={interval} />
            <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="sm" aria-label="Chosen images">
              {images.map((image, index) => (
                <div key={image.key} style={{ position: 'relative' }}>
                  <ImageThumbnail blob={image.blob} alt={`Image ${index + 1}`} />
                  <ActionIcon
                    size="sm"
                    radius="xl"
                    color="dark"
                    variant="filled"
                    aria-label={`Remove image ${index + 1}`}
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
