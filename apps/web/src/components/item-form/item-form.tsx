// The item form of add item, edit item and the Add/Browse Item dialog (docs/reference/items.md 'Screens',
// 'Fields' and 'Rules'). The schema comes from the domain package, so the web shows the server's own
// messages; the read-only amount is quantity x unit price by the domain's one rounding rule.
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, NumberInput, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { lineTotalMinor } from '@tradebook/domain/documents/totals';
import type { CreateItemSchema, ItemInput, NewLineItemSchema } from '@tradebook/domain/items/items.schemas';
import { toQuantityMilli } from '@tradebook/domain/documents/quantity';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import { useItemCategories } from '../../lib/api/items/get-item-categories';
import type { ItemFormValues } from '../../lib/items/item-request';
import { translateLineMessage } from './line-message';

export interface ItemFormProps {
  schema: typeof CreateItemSchema | typeof NewLineItemSchema;
  defaultValues: ItemFormValues;
  /** Answer true to empty the form for the next item. */
  onSubmit: (input: ItemInput, categoryType: string) => Promise<boolean | void>;
  currencySymbol: string;
  /** The item's number, shown read-only when given. */
  itemNo?: string | undefined;
  /** The buttons; one of them should be type="submit". */
  actions: ReactNode;
  /** Names the form for assistive technology and tests. */
  label: string;
  /** Told whether the form holds input not yet saved, each time that changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The amount the form shows: blank price counts as 0; text that is not a number shows a dash. */
export function formAmount(quantity: unknown, unitPrice: unknown, symbol: string): string {
  const text = (value: unknown, fallback: string) =>
    value === undefined || value === null || String(value).trim() === '' ? fallback : String(value);
  const quantityMilli = toQuantityMilli(text(quantity, '1'));
  const unitPriceMinor = toMinor(text(unitPrice, '0'));
  if (quantityMilli === undefined || unitPriceMinor === undefined) return '—';
  return formatMoney(lineTotalMinor(quantityMilli, unitPriceMinor), symbol);
}

/** An item's quantity and unit price have defaults (1 and 0, docs/reference/items.md) and the form has no
 * required fields, so a box left empty means the default: it is left out, as the server reads a field left
 * out.
 * Empty text sent for a figure is refused by the schema (issue 13), so it is never sent. */
function withDefaultsForEmptyBoxes(
  resolver: Resolver<ItemFormValues, unknown, ItemInput>,
): Resolver<ItemFormValues, unknown, ItemInput> {
  const orLeftOut = (value: string | number) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value;
  return (values, context, options) =>
    resolver(
      {
        ...values,
        quantity: orLeftOut(values.quantity) as string | number,
        unit_price: orLeftOut(values.unit_price) as string | number,
      },
      context,
      options,
    );
}

export function ItemForm({
  schema,
  defaultValues,
  onSubmit,
  currencySymbol,
  itemNo,
  actions,
  label,
  onDirtyChange,
}: ItemFormProps) {
  const { t } = useTranslation('documents');
  const message = (text: string | undefined) => translateLineMessage(t, text);
  const categories = useItemCategories();
  const form = useForm<ItemFormValues, unknown, ItemInput>({
    resolver: withDefaultsForEmptyBoxes(
      zodResolver(schema) as unknown as Resolver<ItemFormValues, unknown, ItemInput>,
    ),
    defaultValues,
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const [quantity, unitPrice] = useWatch({ control: form.control, name: ['quantity', 'unit_price'] });
  const amountError = (errors as { amount?: { message?: string } }).amount?.message;

  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.type,
  }));

  const submit = form.handleSubmit(async (input) => {
    const category = categories.data?.find((candidate) => candidate.id === input.categoryId);
    const reset = await onSubmit(input, category?.type ?? NOT_AVAILABLE);
    if (reset) form.reset(defaultValues);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {itemNo !== undefined && (
          <TextInput label={t('item_form.item_no')} value={itemNo} readOnly variant="filled" />
        )}
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Radio.Group
              label={t('item_form.type')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              <Group gap="lg" mt={4}>
                <Radio value="parts" label={t('line_type.product')} />
                <Radio value="services" label={t('line_type.service')} />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t('item_form.name')}
          withAsterisk
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <Textarea label={t('item_form.description')} rows={3} {...form.register('description')} />
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <Select
              label={t('item_form.category')}
              placeholder={t(categoryOptions.length ? 'item_form.uncategorised' : 'item_form.no_categories')}
              data={categoryOptions}
              value={field.value}
              onChange={field.onChange}
              clearable
              searchable
              nothingFoundMessage={t('item_form.no_category_match')}
              error={message(errors.category_id?.message)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Controller
            control={form.control}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                label={t('item_form.quantity')}
                value={field.value}
                // Mantine gives text while typing ('1.'): keep it as typed, the schema reads it exactly.
                onChange={field.onChange}
                onBlur={field.onBlur}
                decimalScale={3}
                hideControls
                inputMode="decimal"
                error={message(errors.quantity?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="unit_price"
            render={({ field }) => (
              <NumberInput
                label={t('item_form.unit_price')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                decimalScale={2}
                hideControls
                inputMode="decimal"
                placeholder="0.00"
                leftSection={currencySymbol || undefined}
                error={message(errors.unit_price?.message)}
              />
            )}
          />
          <TextInput
            label={t('item_form.amount')}
            value={formAmount(quantity, unitPrice, currencySymbol)}
            readOnly
            variant="filled"
            error={message(amountError)}
          />
        </SimpleGrid>
        {actions}
      </Stack>
    </form>
  );
}
