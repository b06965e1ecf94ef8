// Saved attachments as thumbnails; each opens the lightbox (zoom, rotate, delete).
import { useState } from 'react';
import { SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { AttachmentLightbox, type LightboxAttachment } from './attachment-lightbox';
import { ImageThumbnail } from './image-thumbnail';

export interface AttachmentGalleryProps {
  attachments: readonly LightboxAttachment[];
  onDelete?: (attachment: LightboxAttachment) => Promise<void>;
  title?: string;
}

export function AttachmentGallery({
  attachments,
  onDelete,
  title = 'Saved attachments',
}: AttachmentGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (attachments.length === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="sm">
        {attachments.map((attachment, index) => (
          <UnstyledButton
            key={attachment.id}
            aria-label={`Open attachment ${index + 1}`}
            onClick={() => setOpen(index)}
            style={{ borderRadius: 8, overflow: 'hidden' }}
          >
            <ImageThumbnail src={attachment.url} alt={`Attachment ${index + 1}`} />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={4}>
        {onDelete ? 'Open an image to zoom, rotate or delete it.' : 'Open an image to zoom or rotate it.'}
      </Text>
      <AttachmentLightbox
        attachments={attachments}
        index={open !== null && open < attachments.length ? open : null}
        onIndexChange={setOpen}
        onDelete={onDelete}
      />
    </section>
  );
}
