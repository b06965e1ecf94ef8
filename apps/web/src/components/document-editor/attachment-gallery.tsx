// Saved attachments as thumbnails; each opens the lightbox (zoom, rotate, delete). A file that is not an
// image (an expense's receipt kept as the supplier's e-invoice: XML or PDF) is listed as a link instead.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { AttachmentLightbox, type LightboxAttachment } from './attachment-lightbox';
import { ImageThumbnail } from '../image-picker/image-thumbnail';

export interface AttachmentGalleryProps {
  attachments: readonly LightboxAttachment[];
  onDelete?: (attachment: LightboxAttachment) => Promise<void>;
  title?: string;
}

export function AttachmentGallery({ attachments, onDelete, title: shownTitle }: AttachmentGalleryProps) {
  const { t } = useTranslation('documents');
  const title = shownTitle ?? t('gallery.saved');
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  if (attachments.length === 0) return null;
  const images = attachments.filter((attachment) => isImage(attachment.filename));
  const files = attachments.filter((attachment) => !isImage(attachment.filename));
  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {files.length > 0 && (
        <Stack gap={4} mb="xs">
          {files.map((file) => (
            <Group key={file.id} gap="sm" wrap="nowrap">
              <Anchor
                href={file.url}
                target="_blank"
                rel="noopener"
                download={file.filename}
                underline="always"
              >
                {t('gallery.open_file', { name: file.filename })}
              </Anchor>
              {onDelete && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  loading={deleting === file.id}
                  onClick={async () => {
                    setDeleting(file.id);
                    try {
                      await onDelete(file);
                    } finally {
                      setDeleting(null);
                    }
                  }}
                >
                  {t('gallery.delete_file', { name: file.filename })}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="sm">
        {images.map((attachment, index) => (
          <UnstyledButton
            key={attachment.id}
            aria-label={t('gallery.open_attachment', { number: index + 1 })}
            onClick={() => setOpen(index)}
            style={{ borderRadius: 8, overflow: 'hidden' }}
          >
            <ImageThumbnail src={attachment.url} alt={t('gallery.attachment', { number: index + 1 })} />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {images.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t(onDelete ? 'gallery.hint_delete' : 'gallery.hint')}
        </Text>
      )}
      <AttachmentLightbox
        attachments={images}
        index={open !== null && open < images.length ? open : null}
        onIndexChange={setOpen}
        onDelete={onDelete}
      />
    </section>
  );
}

/** PNG and JPEG open in the lightbox; anything else is a file to open. */
function isImage(filename: string): boolean {
  return /\.(jpe?g|png)$/i.test(filename);
}
