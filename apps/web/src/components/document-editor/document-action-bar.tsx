// The editor's actions: Add Item, Discount, Attachment (with the number of images) and Note (with a tick
// once there is one). Note stays usable on a read-only document, to read it. A kind may add its own
// actions (an invoice's Payment) after Add Item.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button, Indicator, SimpleGrid } from '@mantine/core';
import { IconCheck, IconDiscount2, IconNote, IconPaperclip, IconPlus } from '@tabler/icons-react';
import { WRAPPING_BUTTON } from '../../lib/wrapping-button';

export type DocumentAction = 'item' | 'discount' | 'attachment' | 'note';

export interface DocumentActionBarProps {
  editable: boolean;
  imageCount: number;
  hasNote: boolean;
  onOpen: (action: DocumentAction) => void;
  /** The kind's own buttons, shown after Add Item. */
  extraActions?: ReactNode;
  /** How many buttons extraActions holds, so the grid makes room for them. */
  extraActionCount?: number;
}

export function DocumentActionBar({
  editable,
  imageCount,
  hasNote,
  onOpen,
  extraActions,
  extraActionCount = 0,
}: DocumentActionBarProps) {
  const { t } = useTranslation('documents');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 + extraActionCount }} spacing="sm" aria-label={t('actions.label')}>
      <Button
        variant="light"
        styles={WRAPPING_BUTTON}
        leftSection={<IconPlus size={18} />}
        onClick={() => onOpen('item')}
        disabled={!editable}
      >
        {t('actions.add_item')}
      </Button>
      {extraActions}
      <Button
        variant="light"
        styles={WRAPPING_BUTTON}
        leftSection={<IconDiscount2 size={18} />}
        onClick={() => onOpen('discount')}
        disabled={!editable}
      >
        {t('actions.discount')}
      </Button>
      <Indicator
        label={<span data-testid="attachment-count">{imageCount}</span>}
        size={20}
        offset={4}
        disabled={imageCount === 0}
        withBorder
      >
        <Button
          variant="light"
          styles={WRAPPING_BUTTON}
          leftSection={<IconPaperclip size={18} />}
          onClick={() => onOpen('attachment')}
          disabled={!editable}
          fullWidth
        >
          {t('actions.attachment')}
        </Button>
      </Indicator>
      <Indicator
        label={
          <IconCheck
            size={12}
            stroke={3}
            aria-label={t('actions.note_added')}
            role="img"
            data-testid="note-tick"
          />
        }
        size={20}
        offset={4}
        color="teal"
        disabled={!hasNote}
        withBorder
      >
        <Button
          variant="light"
          styles={WRAPPING_BUTTON}
          leftSection={<IconNote size={18} />}
          onClick={() => onOpen('note')}
          fullWidth
        >
          {t('actions.note')}
        </Button>
      </Indicator>
    </SimpleGrid>
  );
}
