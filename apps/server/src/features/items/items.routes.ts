// The item catalogue's calls (docs/reference/items.md 'Calls') and the CSV export of the item list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageAnswerSchema, pagedEnvelope, successEnvelope } from '@tradebook/domain/api/envelope';
import {
  CATEGORY_MESSAGES,
  CreateItemCategorySchema,
  CreateItemSchema,
  DeleteItemCategorySchema,
  DeleteItemSchema,
  ExportItemsSchema,
  GetItemsSchema,
  ITEM_MESSAGES,
  ItemCategoryListSchema,
  ItemCategorySchema,
  ItemSchema,
  NextItemNumberSchema,
  UpdateItemSchema,
} from '@tradebook/domain/items/items.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, answerPage, bearerSecurity } from '../../http/reply';
import { csvAnswer } from '../../http/csv-answer';
import { createCategory, deleteCategory, listCategories } from './item-categories.service';
import { exportItemsCsv } from './items-export';
import { createItem, deleteItem, nextItemNumber, updateItem } from './items.service';
import { listItems } from './list-items';

const ITEM_FIELDS_DOC =
  'Item fields: name (required), description, quantity (> 0, up to 3 decimals, default 1), unit_price ' +
  '(>= 0, 2 decimals, default 0), type or service_type (parts | services, default parts), category_id ' +
  '(one of your categories, or empty). The answer is the item: id, item_id, item_no, name, description, ' +
  'quantity, unit_price, amount (quantity x unit_price), type, service_type, category_id, category_type ' +
  "(the category's name or 'N/A'), created_at, created_by, active.";

export function itemsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['items'];
    const security = bearerSecurity;
    const oneItem = { 200: successEnvelope(ItemSchema) };
    const messageOnly = { 200: MessageAnswerSchema };

    app.post(
      api('get_item'),
      {
        schema: {
          tags,
          security,
          body: GetItemsSchema.optional(),
          description:
            "One page of the signed-in user's items. All fields optional: search_text (name, description or " +
            "item number, any case, in part), sort ('name' | 'price' | 'date'), order ('asc' | 'desc'; " +
            'default name A to Z, price cheapest first, date newest first; ties in created order), ' +
            "category_id (an id, or 'none' for uncategorised), type ('parts' | 'services'), item_id " +
            '(answers a list of that one item, or 404), page (from 1) and limit (default 50, at most 200). ' +
            'The rows are in `response`; `pagination` {current_page, last_page, per_page, total} stands ' +
            'beside them, total counting every matching item.',
          response: { 200: pagedEnvelope(ItemSchema) },
        },
      },
      async (request) =>
        answerPage(await listItems(ctx, ownerOf(request), request.body ?? GetItemsSchema.parse({}))),
    );

    app.get(
      api('generate_item_no'),
      {
        schema: {
          tags,
          security,
          description:
            'The number the next item will get, e.g. ITEM-000001. Reserves nothing: the number is assigned when the item is created.',
          response: { 200: successEnvelope(NextItemNumberSchema) },
        },
      },
      async (request) => answer(await nextItemNumber(ctx, ownerOf(request))),
    );

    app.post(
      api('create_item'),
      {
        schema: {
          tags,
          security,
          body: CreateItemSchema,
          description: `Creates an item and assigns its number. ${ITEM_FIELDS_DOC}`,
          response: oneItem,
        },
      },
      async (request) => answer(await createItem(ctx, ownerOf(request), request.body), ITEM_MESSAGES.created),
    );

    app.post(
      api('update_item'),
      {
        schema: {
          tags,
          security,
          body: UpdateItemSchema,
          description: `Replaces the fields of item item_id. ${ITEM_FIELDS_DOC}`,
          response: oneItem,
        },
      },
      async (request) => answer(await updateItem(ctx, ownerOf(request), request.body), ITEM_MESSAGES.updated),
    );

    app.post(
      api('delete_item'),
      {
        schema: {
          tags,
          security,
          body: DeleteItemSchema,
          description: 'Deletes item item_id; quotation and invoice lines keep their own copy of it.',
          response: messageOnly,
        },
      },
      async (request) => {
        await deleteItem(ctx, ownerOf(request), request.body.item_id);
        return answer(null, ITEM_MESSAGES.deleted);
      },
    );

    app.get(
      api('export_item_list'),
      {
        schema: {
          tags,
          security,
          querystring: ExportItemsSchema,
          description:
            'Every matching item as a CSV file (items.csv), with the filters and order of get_item (no page), ' +
            'streamed as it is read.',
          response: csvAnswer.schema,
        },
      },
      async (request, reply) =>
        csvAnswer.send(reply, 'items.csv', await exportItemsCsv(ctx, ownerOf(request), request.query)),
    );

    app.get(
      api('list_item_category'),
      {
        schema: {
          tags,
          security,
          description: "The user's item categories, {id, type (the name)}, in the order added.",
          response: { 200: successEnvelope(ItemCategoryListSchema) },
        },
      },
      async (request) => answer(await listCategories(ctx, ownerOf(request))),
    );

    app.post(
      api('create_item_category'),
      {
        schema: {
          tags,
          security,
          body: CreateItemCategorySchema,
          description: "type: the new category's name. 409 when the name is taken.",
          response: { 200: successEnvelope(ItemCategorySchema) },
        },
      },
      async (request) =>
        answer(await createCategory(ctx, ownerOf(request), request.body.type), CATEGORY_MESSAGES.created),
    );

    app.post(
      api('delete_item_category'),
      {
        schema: {
          tags,
          security,
          body: DeleteItemCategorySchema,
          description: 'Deletes a category; its items stay, uncategorised.',
          response: messageOnly,
        },
      },
      async (request) => {
        await deleteCategory(ctx, ownerOf(request), request.body.category_id);
        return answer(null, CATEGORY_MESSAGES.deleted);
      },
    );
  };
}
