// The receipt images of the expense form (docs/reference/expenses.md 'Screens' and 'Rules'): pick PNG or JPEG
// photos (several at once), each shrunk in the browser before it is kept; thumbnails to take one out again
// and the preview carousel. They are sent when the form is saved. A file that cannot be processed shows
// 'Error processing images.' and clears the file input; nothing of that pick is kept.
import { Input, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImagePickButton } from '../../../components/image-picker/image-pick-button';
import { PickedImageGrid } from '../../../components/image-picker/picked-image-grid';
import { useImagePick } from '../../../components/image-picker/use-image-pick';
import type { PendingImage } from '../../../lib/documents/document-images';
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
  const { pick, busy, resetInput } = useImagePick({
    images,
    onChange,
    processImage,
    errorText: t('images.error'),
    room,
    tooManyText: expenseText('tooManyReceipts'),
  });

  return (
    <Input.Wrapper labelElement="div" label={t('images.label')} description={t('images.description')}>
      <Stack gap="sm" mt={6}>
        <ImagePickButton
          onPick={pick}
          resetRef={resetInput}
          busy={busy}
          disabled={disabled}
          inputLabel={t('images.input')}
          fitContent
        >
          {t('images.choose')}
        </ImagePickButton>
        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('images.none')}
          </Text>
        ) : (
          <>
            <ReceiptCarousel images={images} interval={interval} />
            <PickedImageGrid
              images={images}
              onChange={onChange}
              disabled={disabled}
              cols={{ base: 4, sm: 6 }}
              label={t('images.chosen')}
              imageAlt={(number) => t('images.image', { number })}
              removeLabel={(number) => t('images.remove', { number })}
            />
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
