// The thumbnails of the images picked so far, each with a button to take it out again.
import { ActionIcon, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { PendingImage } from '../../lib/documents/document-images';
import { ImageThumbnail } from './image-thumbnail';

export interface PickedImageGridProps {
  images: readonly PendingImage[];
  onChange: (images: PendingImage[]) => void;
  disabled: boolean;
  cols: SimpleGridProps['cols'];
  /** The grid's accessible name, and each image's alt text and remove button's name by its number. */
  label: string;
  imageAlt: (number: number) => string;
  removeLabel: (number: number) => string;
}

export function PickedImageGrid(props: PickedImageGridProps) {
  const { images, onChange, disabled, cols, label, imageAlt, removeLabel } = props;
  return (
    <SimpleGrid cols={cols} spacing="sm" aria-label={label}>
      {images.map((image, index) => (
        <div key={image.key} style={{ position: 'relative' }}>
          <ImageThumbnail blob={image.blob} alt={imageAlt(index + 1)} />
          <ActionIcon
            size="sm"
            radius="xl"
            color="dark"
            variant="filled"
            aria-label={removeLabel(index + 1)}
            onClick={() => onChange(images.filter((candidate) => candidate.key !== image.key))}
            style={{ position: 'absolute', top: 4, right: 4 }}
            disabled={disabled}
          >
            <IconX size={14} />
          </ActionIcon>
        </div>
      ))}
    </SimpleGrid>
  );
}
