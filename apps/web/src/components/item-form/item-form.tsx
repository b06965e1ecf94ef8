// The item form of add item, edit item and the Add/Browse Item dialog (docs/reference/items.md 'Screens',
// 'Fields' and 'Rules'). The schema comes from the domain package, so the web shows the server's own
// messages; the read-only amount is quantity x unit price by the domain's one rounding rule.
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, NumberInput, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { lineTotalMinor } from '@tradebook/domain/documents/totals';
import type { CreateItemSchema, ItemInput, NewLineItemSchema } from '@tradebook/domain/items/items.schemas';
import { toQuantityMilli } from '@tradebook/domain/documents/quantity';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import { useItemCategories } from '../../lib/api/items/get-item-categories';
import type { ItemFormValues } from '../../lib/items/item-request';
import { LINE_TYPE_LABELS } from '@tradebook/domain/documents/line-fields';

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
        {itemNo !== undefined && <TextInput label="Item No" value={itemNo} readOnly variant="filled" />}
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Radio.Group label="Type" value={field.value} onChange={(value) => field.onChange(value)}>
              <Group gap="lg" mt={4}>
                <Radio value="parts" label={LINE_TYPE_LABELS.product} />
                <Radio value="services" label={LINE_TYPE_LABELS.service} />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
        <Textarea label="Description" rows={3} {...form.register('description')} />
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <Select
              label="Category"
              placeholder={categoryOptions.length ? 'Uncategorised' : 'No categories yet'}
              data={categoryOptions}
              value={field.value}
              onChange={field.onChange}
              clearable
              searchable
              nothingFoundMessage="No category matches"
              error={errors.category_id?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Controller
            control={form.control}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                label="Quantity"
                value={field.value}
                // Mantine gives text while typing ('1.'): keep it as typed, the schema reads it exactly.
                onChange={field.onChange}
                onBlur={field.onBlur}
                decimalScale={3}
                hideControls
                inputMode="decimal"
                error={errors.quantity?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="unit_price"
            render={({ field }) => (
              <NumberInput
                label="Unit Price"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                decimalScale={2}
                hideControls
                inputMode="decimal"
                placeholder="0.00"
                leftSection={currencySymbol || undefined}
                error={errors.unit_price?.message}
              />
            )}
          />
          <TextInput
            label="Amount"
            value={formAmount(quantity, unitPrice, currencySymbol)}
            readOnly
            variant="filled"
            error={amountError}
          />
        </SimpleGrid>
        {actions}
      </Stack>
    </form>
  );
}
