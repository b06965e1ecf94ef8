// A calendar date box typed and shown in the business's country's order ('21/11/2026' for a British
// business, ADR 0224), with a calendar to pick from. Its value is what the API keeps: 'YYYY-MM-DD', or ''
// when empty. Replaces <input type="date">, whose order follows the browser's language instead.
import { forwardRef } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { datePlaceholderOf, parseTypedDate } from '../../lib/dates/calendar-dates';
import { useBusinessDatePattern } from '../../lib/dates/business-locale';

export interface DateFieldProps extends Omit<
  DateInputProps,
  'value' | 'onChange' | 'defaultValue' | 'valueFormat' | 'dateParser'
> {
  value: string | null | undefined;
  onChange: (value: string) => void;
}

export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { value, onChange, onInput, placeholder, popoverProps, clearButtonProps, ...props },
  ref,
) {
  const { t } = useTranslation('shared');
  const words = useTranslation('screen-words').t;
  const pattern = useBusinessDatePattern();
  // The hint in the screen's language, in the order the box reads ('TT.MM.JJJJ' in German).
  const hint = datePlaceholderOf(pattern, {
    day: words('date_letters.day'),
    month: words('date_letters.month'),
    year: words('date_letters.year'),
  });
  return (
    <DateInput
      // Mantine writes the box's text once; the business's country arrives with the profile, after which
      // the box is written again in its order.
      key={pattern.valueFormat}
      ref={ref}
      valueFormat={pattern.valueFormat}
      dateParser={(text) => parseTypedDate(text, pattern)}
      placeholder={placeholder ?? hint}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      // Mantine empties the value on a cleared box only when it is clearable; a required date whose text was
      // erased must be empty too, so that the form says it is required rather than keeping a date not shown.
      onInput={(event) => {
        if (event.currentTarget.value.trim() === '') onChange('');
        onInput?.(event);
      }}
      popoverProps={{ withinPortal: true, ...popoverProps }}
      // The clear button shows only an icon: it is named for screen readers (axe button-name), in words
      // that do not repeat the field's label, so the label still names the box alone.
      clearButtonProps={{
        'aria-label': t('date_field.clear'),
        ...clearButtonProps,
      }}
      {...props}
    />
  );
});
