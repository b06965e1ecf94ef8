// The Edit Item dialog of quotations and invoices (docs/reference/documents.md 'Screens' and 'Fields'): type,
// name, description, quantity, unit price and the read-only amount. A saved line is read fresh from the
// server first (`load`, the eachItemDetail call); the checks are the domain's, so the messages are the
// server's.
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { z } from 'zod';
import type { LineType } from '@tradebook/domain/documents/line-fields';
import { lineTotalMinor } from '@tradebook/domain/documents/totals';
import { itemFields } from '@tradebook/domain/items/items.schemas';
import { quantityToText, toQuantityMilli } from '@tradebook/domain/documents/quantity';
import { formatMoney, minorToText, toMinor } from '@tradebook/domain/money/money';
import { errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { translateLineMessage } from '../item-form/line-message';

export interface EditedLine {
  name: string;
  description: string;
  quantityMilli: number;
  unitPriceMinor: number;
  type: LineType;
}

export interface EditLineDialogProps {
  /** The line being edited, or null when closed. */
  line: EditedLine | null;
  onClose: () => void;
  /** Reads the saved line first, when given. */
  load?: () => Promise<EditedLine>;
  /** Saves; answer true to close. */
  onSave: (line: EditedLine) => Promise<boolean>;
  currencySymbol: string;
}

const LineFormSchema = z.object({
  name: itemFields.name,
  description: itemFields.description,
  quantity: itemFields.quantity,
  unit_price: itemFields.unit_price,
});

interface Values {
  type: LineType;
  name: string;
  description: string;
  quantity: string | number;
  unit_price: string | number;
}

const valuesOf = (line: EditedLine): Values => ({
  type: line.type,
  name: line.name,
  description: line.description,
  quantity: quantityToText(line.quantityMilli),
  unit_price: minorToText(line.unitPriceMinor),
});

function amountText(values: Values, symbol: string): string {
  const quantity = toQuantityMilli(String(values.quantity).trim() || '0');
  const price = toMinor(String(values.unit_price).trim() || '0');
  return quantity === undefined || price === undefined
    ? '—'
    : formatMoney(lineTotalMinor(quantity, price), symbol);
}

function LineForm({
  start,
  onSave,
  onClose,
  currencySymbol,
}: {
  start: EditedLine;
  onSave: EditLineDialogProps['onSave'];
  onClose: () => void;
  currencySymbol: string;
}) {
  const { t } = useTranslation('documents');
  const message = (text: string | undefined) => translateLineMessage(t, text);
  const [values, setValues] = useState<Values>(() => valuesOf(start));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((old) => ({ ...old, [key]: value }));

  const submit = async () => {
    const parsed = LineFormSchema.safeParse({
      name: values.name,
      description: values.description,
      quantity: String(values.quantity),
      unit_price: String(values.unit_price),
    });
    if (!parsed.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const done = await onSave({
        name: parsed.data.name,
        description: parsed.data.description,
        quantityMilli: parsed.data.quantity,
        unitPriceMinor: parsed.data.unit_price,
        type: values.type,
      });
      if (done) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('edit_line.type')}
          value={values.type}
          onChange={(value) => set('type', value as LineType)}
        >
          <Group gap="lg" mt={4}>
            <Radio value="parts" label={t('line_type.product')} />
            <Radio value="service" label={t('line_type.service')} />
          </Group>
        </Radio.Group>
        <TextInput
          label={t('edit_line.name')}
          withAsterisk
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={message(errors.name)}
          data-autofocus
        />
        <Textarea
          label={t('edit_line.description')}
          rows={3}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={message(errors.description)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <NumberInput
            label={t('edit_line.quantity')}
            value={values.quantity}
            onChange={(value) => set('quantity', value)}
            decimalScale={3}
            hideControls
            inputMode="decimal"
            error={message(errors.quantity)}
          />
          <NumberInput
            label={t('edit_line.unit_price')}
            value={values.unit_price}
            onChange={(value) => set('unit_price', value)}
            decimalScale={2}
            hideControls
            inputMode="decimal"
            leftSection={currencySymbol || undefined}
            error={message(errors.unit_price)}
          />
          <TextInput
            label={t('edit_line.amount')}
            value={amountText(values, currencySymbol)}
            readOnly
            variant="filled"
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('edit_line.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('edit_line.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Loaded({ line, load, onClose, ...rest }: EditLineDialogProps & { line: EditedLine }) {
  const { t } = useTranslation('documents');
  const [start, setStart] = useState<EditedLine | null>(load ? null : line);
  // Read once per opening (the dialog's body mounts on open), whatever the parent re-renders.
  const first = useRef({ load, onClose });
  useEffect(() => {
    const { load: read, onClose: close } = first.current;
    if (!read) return undefined;
    let active = true;
    read().then(
      (fresh) => {
        if (active) setStart(fresh);
      },
      (error: unknown) => {
        if (!active) return;
        notifyError(errorMessage(error));
        close();
      },
    );
    return () => {
      active = false;
    };
  }, []);
  if (!start) {
    return (
      <Center h={160}>
        <Loader aria-label={t('edit_line.loading')} />
      </Center>
    );
  }
  return <LineForm start={start} onClose={onClose} {...rest} />;
}

export function EditLineDialog(props: EditLineDialogProps) {
  const { line, onClose } = props;
  const { t } = useTranslation('documents');
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={t('edit_line.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('editor.close_dialog') }}
    >
      {line && <Loaded {...props} line={line} />}
    </Modal>
  );
}
