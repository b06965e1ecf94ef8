// A document's status in plain words (docs/decisions/0350-status-in-plain-words.md), the same badge on
// every card, list and detail screen. The word is never cut short: the badge grows to hold it, even at
// 375 px. The colour follows the English word; the word shows in the screen's language (a word the
// catalogue does not know, such as one already translated, shows as it came).
import { useTranslation } from 'react-i18next';
import { Badge, type MantineSize } from '@mantine/core';
import { statusWordCode } from '../../lib/documents/status-word';

const COLORS: Record<string, string> = {
  Draft: 'gray',
  Sent: 'blue',
  Viewed: 'cyan',
  Overdue: 'red',
  'Part-paid': 'yellow',
  // Filled badges take the darkest shade: white text on it reads at 4.5:1 or better (WCAG AA).
  Paid: 'teal.9',
  Void: 'dark',
  Credited: 'indigo.9',
  Approved: 'teal',
  Rejected: 'red',
  Expired: 'orange',
  Invoiced: 'grape.9',
  Issued: 'indigo',
};

const FILLED = new Set(['Paid', 'Void', 'Credited', 'Invoiced']);

export function StatusWordBadge({ word, size = 'sm' }: { word: string; size?: MantineSize }) {
  const { t } = useTranslation('documents');
  // A kind may hand its word over already in the screen's language (docs/decisions/0254): the colour and
  // the catalogue key are the status's English code's.
  const code = statusWordCode(word);
  const key = code.toLowerCase().replace(/[^a-z]+/g, '_');
  return (
    <Badge
      size={size}
      color={COLORS[code] ?? 'gray'}
      variant={FILLED.has(code) ? 'filled' : 'light'}
      tt="none"
      styles={{
        root: { maxWidth: 'none', flexShrink: 0, overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {t(`status.word.${key}`, { defaultValue: word })}
    </Badge>
  );
}
