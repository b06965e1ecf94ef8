// The preview carousel of the receipts picked for an expense (docs/reference/expenses.md 'Screens' and
// 'Limits'): one receipt at a time, moving on by itself every `interval` ms (2000 on add, 4000 on edit).
// Built by hand rather than with a carousel package (none is a dependency; this is all it needs), after the
// WAI-ARIA carousel pattern: Previous, Next and a Pause/Play button (WCAG 2.2.2: moving content can be
// stopped), no movement while the pointer or the keyboard focus is on it, none at all for people who ask for
// reduced motion, and the position announced only while it is not moving by itself.
import { useEffect, useState } from 'react';
import { ActionIcon, Box, Group, Image, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../hooks/use-object-url';

export interface CarouselImage {
  key: string;
  blob: Blob;
}

function Slide({ image, position, count }: { image: CarouselImage; position: number; count: number }) {
  const { t } = useTranslation('expenses');
  const url = useObjectUrl(image.blob);
  return (
    <Box
      role="group"
      aria-roledescription={t('carousel.role_slide')}
      aria-label={t('carousel.slide', { position, count })}
      bg="gray.1"
      h={240}
      style={{ borderRadius: 8, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      {url && (
        <Image src={url} alt={t('carousel.receipt', { position })} fit="contain" mah={240} maw="100%" />
      )}
    </Box>
  );
}

export interface ReceiptCarouselProps {
  images: readonly CarouselImage[];
  interval: number;
}

export function ReceiptCarousel({ images, interval }: ReceiptCarouselProps) {
  const { t } = useTranslation('expenses');
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const moving = count > 1 && !paused && !reducedMotion && !held.pointer && !held.focus;

  useEffect(() => {
    if (!moving) return undefined;
    const timer = window.setInterval(() => setIndex((at) => (at + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [moving, count, interval]);

  const image = images[current];
  if (!image) return null;
  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription={t('carousel.role_carousel')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHeld((state) => ({ ...state, pointer: true }))}
      onMouseLeave={() => setHeld((state) => ({ ...state, pointer: false }))}
      onFocus={() => setHeld((state) => ({ ...state, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          setHeld((state) => ({ ...state, focus: false }));
      }}
    >
      {count > 1 && (
        <Group justify="center" gap="xs" mb="xs">
          <ActionIcon
            variant="default"
            aria-label={paused ? t('carousel.play') : t('carousel.pause')}
            onClick={() => setPaused((value) => !value)}
            disabled={reducedMotion}
          >
            {paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
          </ActionIcon>
          <ActionIcon variant="default" aria-label={t('carousel.previous')} onClick={() => go(-1)}>
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text size="sm" c="dimmed" aria-live={moving ? 'off' : 'polite'} data-testid="carousel-position">
            {current + 1} / {count}
          </Text>
          <ActionIcon variant="default" aria-label={t('carousel.next')} onClick={() => go(1)}>
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      )}
      <Slide key={image.key} image={image} position={current + 1} count={count} />
    </Box>
  );
}
