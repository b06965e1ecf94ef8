// A figure of a selected line typed in place (issue 14): its quantity or its unit price. What is typed is
// applied when the field is left or Enter is pressed, and only when the domain's line rules accept it;
// otherwise their message (the server's own words) stays beside the field and the line keeps its figure.
// Escape puts the line's figure back. Text is read exactly (thousandths, minor units), never as a float,
// with the owner's decimal mark ('2,5' in German; lib/money/typed-decimal.ts).
import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { quantityField, unitPriceField } from '@tradebook/domain/documents/line-fields';
import { useReadTypedDecimal } from '../../lib/money/typed-decimal';
import { translateLineMessage } from '../item-form/line-message';

export type FigureReading = { value: number } | { problem: string };

function reader(field: typeof quantityField) {
  return (text: string): FigureReading => {
    const parsed = field.safeParse(text.trim());
    return parsed.success ? { value: parsed.data } : { problem: parsed.error.issues[0]?.message ?? '' };
  };
}

/** A quantity in thousandths: more than 0, up to 3 decimals. */
export const readQuantity = reader(quantityField);
/** A unit price in minor units: 0 or more, up to 2 decimals. */
export const readUnitPrice = reader(unitPriceField);

export interface LineFigureInputProps {
  id: string;
  /** Shown: 'Quantity'; the field's name also names its line ('Quantity for Oak board'). */
  label: string;
  lineName: string;
  /** The line's figure as text ('2.5'). */
  value: string;
  read: (text: string) => FigureReading;
  onApply: (value: number) => void;
  leftSection?: ReactNode;
  disabled?: boolean;
}

export function LineFigureInput({
  id,
  label,
  lineName,
  value,
  read,
  onApply,
  leftSection,
  disabled,
}: LineFigureInputProps) {
  const { t } = useTranslation('documents');
  const typedDecimal = useReadTypedDecimal();
  // null while the field shows the line's figure, so a figure changed elsewhere (the Edit Item dialog,
  // the server's answer) shows at once.
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const apply = () => {
    if (typed === null) return;
    if (typed.trim() === value) {
      setTyped(null);
      setProblem(undefined);
      return;
    }
    const reading = read(typedDecimal(typed));
    if ('problem' in reading) {
      setProblem(reading.problem);
      return;
    }
    setTyped(null);
    setProblem(undefined);
    onApply(reading.value);
  };

  return (
    <TextInput
      id={id}
      label={label}
      // The name says which line, and starts with the label shown (WCAG 2.5.3). An attribute, not hidden
      // text: the card's text stays its own (a search for a line's name finds the name once).
      aria-label={t('card.figure_for', { label, name: lineName })}
      size="xs"
      inputMode="decimal"
      autoComplete="off"
      value={typed ?? value}
      disabled={disabled}
      leftSection={leftSection}
      error={translateLineMessage(t, problem)}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        } else if (event.key === 'Escape' && typed !== null) {
          event.stopPropagation();
          setTyped(null);
          setProblem(undefined);
        }
      }}
    />
  );
}
