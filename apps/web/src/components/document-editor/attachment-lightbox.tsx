// A saved attachment shown large, with zoom in, zoom out, rotate left, rotate right, delete and previous /
// next (docs/reference/files.md, edit screens). Deleting asks first; the caller reloads the attachments.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ActionIcon, Box, Button, Group, Image, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconRotate2,
  IconRotateClockwise2,
  IconTrash,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';

export interface LightboxAttachment {
  id: number;
  filename: string;
  url: string;
}

export interface AttachmentLightboxProps {
  attachments: readonly LightboxAttachment[];
  /** The one shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Deletes it; resolves once done. Left out: no Delete button. */
  onDelete?: (attachment: LightboxAttachment) => Promise<void>;
}

const ZOOM_STEP = 0.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;

function Tool({
  label,
  onClick,
  disabled,
  color,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        color={color}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function Viewer({
  attachments,
  index,
  onIndexChange,
  onDelete,
}: AttachmentLightboxProps & { index: number }) {
  const { t } = useTranslation('documents');
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const attachment = attachments[index];
  if (!attachment) return null;

  const go = (next: number) => {
    setZoom(1);
    setRotation(0);
    setConfirming(false);
    onIndexChange(next);
  };
  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete(attachment);
      onIndexChange(null);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={6}>
          <Tool
            label={t('lightbox.zoom_in')}
            onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z + ZOOM_STEP))}
            disabled={zoom >= MAX_ZOOM}
          >
            <IconZoomIn size={18} />
          </Tool>
          <Tool
            label={t('lightbox.zoom_out')}
            onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z - ZOOM_STEP))}
            disabled={zoom <= MIN_ZOOM}
          >
            <IconZoomOut size={18} />
          </Tool>
          <Tool label={t('lightbox.rotate_left')} onClick={() => setRotation((r) => r - 90)}>
            <IconRotate2 size={18} />
          </Tool>
          <Tool label={t('lightbox.rotate_right')} onClick={() => setRotation((r) => r + 90)}>
            <IconRotateClockwise2 size={18} />
          </Tool>
          {onDelete && (
            <Tool label={t('lightbox.delete')} color="red" onClick={() => setConfirming(true)}>
              <IconTrash size={18} />
            </Tool>
          )}
        </Group>
        <Group gap={6}>
          <Tool label={t('lightbox.previous')} onClick={() => go(index - 1)} disabled={index === 0}>
            <IconChevronLeft size={18} />
          </Tool>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('lightbox.position', { index: index + 1, count: attachments.length })}
          </Text>
          <Tool
            label={t('lightbox.next')}
            onClick={() => go(index + 1)}
            disabled={index >= attachments.length - 1}
          >
            <IconChevronRight size={18} />
          </Tool>
        </Group>
      </Group>
      {confirming && (
        <Group justify="space-between" p="sm" bg="red.0" style={{ borderRadius: 8 }}>
          <Text size="sm">{t('lightbox.confirm')}</Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {t('lightbox.cancel')}
            </Button>
            <Button size="xs" color="red" onClick={remove} loading={deleting}>
              {t('lightbox.delete_attachment')}
            </Button>
          </Group>
        </Group>
      )}
      <Box
        bg="dark.8"
        style={{
          borderRadius: 8,
          overflow: 'auto',
          height: 'min(70vh, 720px)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Image
          src={attachment.url}
          alt={t('lightbox.attachment', { number: index + 1 })}
          fit="contain"
          mah="100%"
          maw="100%"
          style={{
            transform: `scale(${zoom}) rotate(${rotation}deg)`,
            transition: 'transform 150ms ease',
            transformOrigin: 'center',
          }}
        />
      </Box>
    </Stack>
  );
}

export function AttachmentLightbox(props: AttachmentLightboxProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const { t } = useTranslation('documents');
  const { index, onIndexChange } = props;
  return (
    <Modal
      opened={index !== null}
      onClose={() => onIndexChange(null)}
      title={t('lightbox.title')}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('lightbox.close') }}
    >
      {index !== null && <Viewer key={index} {...props} index={index} />}
    </Modal>
  );
}
