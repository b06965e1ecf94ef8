// The expense calls (docs/reference/expenses.md 'Calls').
// Each route parses with the domain's schema, calls a use case and answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageAnswerSchema, successEnvelope } from '@tradebook/domain/api/envelope';
import { EXPENSE_CATEGORIES } from '@tradebook/domain/expenses/expense-categories';
import { EXPENSE_MESSAGES } from '@tradebook/domain/expenses/expense-messages';
import {
  DeleteExpenseAttachmentAnswerSchema,
  ExpenseCategoryListSchema,
  ExpenseCategoryOptionsSchema,
  ExpenseCountSchema,
  ExpenseListAnswerSchema,
  ExpenseSchema,
} from '@tradebook/domain/expenses/expense.schemas';
import { ExpenseDropdownSchema, ExpenseListSchema } from '@tradebook/domain/expenses/list-expenses.schemas';
import {
  CreateExpenseSchema,
  DeleteExpenseAttachmentSchema,
  ExpenseIdSchema,
  MAX_RECEIPTS_PER_EXPENSE,
  UpdateExpenseSchema,
} from '@tradebook/domain/expenses/save-expense.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { signedInRowOf } from '../accounts/signed-in-user';
import { withKnownLinkEpoch } from '../../files/signed-links';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { assertCreditLeft, expenseCount } from './expense-credits';
import {
  createExpense,
  deleteExpense,
  deleteExpenseReceipt,
  getExpense,
  updateExpense,
} from './expenses.service';
import { listExpenses } from './list-expenses';

const FORM_DOC =
  'Fields, checked in this order: payment_type (required), category_id (one of get_expense_category), ' +
  'amount (more than 0, 2 decimals), expense_date (YYYY-MM-DD, a time after it is ignored; blank is today), ' +
  "currency_id (blank is the business's currency), vendor (optional), notes. Receipts: PNG or JPEG by " +
  'content, each re-encoded to a JPEG of at most 1024 px and 524288 bytes (415 for another kind of file, ' +
  `413 when too large: then nothing is saved), at most ${MAX_RECEIPTS_PER_EXPENSE} per expense. ` +
  'expense_no and is_image are the server’s own and ignored.';

export function expensesRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['expenses'];
    const oneExpense = { 200: successEnvelope(ExpenseSchema) };

    app.post(
      api('pagination/get_expense_list'),
      {
        schema: {
          tags,
          security,
          body: ExpenseListSchema.optional(),
          description:
            'One page of expenses, newest first (order asc for oldest first). Every filter optional (left out, ' +
            "blank or 'all' = none): search_text (vendor or expense number, in part, any case), from and to " +
            '(YYYY-MM-DD, inclusive), category_id, currency_id, paymentMethod; page (from 1) and limit ' +
            '(default 10, at most 200). The rows are in response.data with current_page, last_page, per_page ' +
            'and total beside them, and response.totals adds up every matching expense per currency.',
          response: { 200: ExpenseListAnswerSchema },
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        // A page signs a link for each receipt it shows, with the link epoch the token check read
        // (docs/decisions/0452-a-list-page-signs-its-links-once.md).
        const signing = withKnownLinkEpoch(ctx, owner, signedInRowOf(request, owner)?.link_epoch);
        const page = await listExpenses(signing, owner, request.body ?? ExpenseListSchema.parse({}));
        return { status: 1 as const, message: 'Success', ...page };
      },
    );

    app.post(
      api('create_expense'),
      {
        // The spec checks the month's limit before the fields ('Monthly limit reached.' first), so it is
        // checked before the body is validated; the create checks it again under lock.
        preValidation: async (request) => {
          const owner = ownerOf(request);
          await assertCreditLeft(ctx, owner, signedInRowOf(request, owner));
        },
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
          body: CreateExpenseSchema,
          description:
            `Multipart: the expense and its receipts as image[] (several allowed). ${FORM_DOC} Assigns the ` +
            "number (EXP-000001). On the free plan once free usage is over, the 6th expense of a month answers 409 'Monthly limit reached.'.",
          response: oneExpense,
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        const created = await createExpense(ctx, owner, request.body, signedInRowOf(request, owner));
        return answer(created, EXPENSE_MESSAGES.created);
      },
    );

    app.post(
      api('update_expense'),
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
          body: UpdateExpenseSchema,
          description: `Multipart: expense_id and the whole form again; an image sent with it is added to the receipts. ${FORM_DOC}`,
          response: oneExpense,
        },
      },
      async (request) =>
        answer(await updateExpense(ctx, ownerOf(request), request.body), EXPENSE_MESSAGES.updated),
    );

    app.post(
      api('delete_expense'),
      {
        schema: {
          tags,
          security,
          body: ExpenseIdSchema,
          description: 'Deletes expense expenseId with its receipts. Its monthly credit stays used.',
          response: { 200: MessageAnswerSchema },
        },
      },
      async (request) => {
        await deleteExpense(ctx, ownerOf(request), request.body.expenseId);
        return answer(null, EXPENSE_MESSAGES.deleted);
      },
    );

    app.post(
      api('getExpenseListById'),
      {
        schema: {
          tags,
          security,
          body: ExpenseIdSchema,
          description: 'Expense expenseId, with signed links to its receipts; 404 when it is not yours.',
          response: oneExpense,
        },
      },
      async (request) => answer(await getExpense(ctx, ownerOf(request), request.body.expenseId)),
    );

    app.post(
      api('delete_expense_attachment'),
      {
        schema: {
          tags,
          security,
          // The spec's client sends a multipart form here, though there is no file.
          consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
          body: DeleteExpenseAttachmentSchema,
          description:
            'Multipart (or JSON): expense_no and filename, the stored name of one of its receipts (looked up ' +
            "among that expense's receipts, never used as a path). Answers statusCode 200, the message as a " +
            'list and the expense as it now is.',
          response: { 200: DeleteExpenseAttachmentAnswerSchema },
        },
      },
      async (request) => ({
        status: 1 as const,
        statusCode: 200 as const,
        message: [EXPENSE_MESSAGES.attachmentDeleted],
        response: await deleteExpenseReceipt(ctx, ownerOf(request), request.body),
      }),
    );

    app.get(
      api('get_expense_count'),
      {
        schema: {
          tags,
          security,
          description:
            "Expenses created this calendar month (expense_count), the free plan's credits a month, whether " +
            'they apply (free usage over, no subscription running) and whether the limit is reached.',
          response: { 200: successEnvelope(ExpenseCountSchema) },
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        return answer(await expenseCount(ctx, owner, signedInRowOf(request, owner)));
      },
    );

    app.get(
      api('get_expense_category'),
      {
        schema: {
          tags,
          security,
          description: 'The expense categories, {id, category}.',
          response: { 200: successEnvelope(ExpenseCategoryListSchema) },
        },
      },
      async () =>
        answer(EXPENSE_CATEGORIES.map((category) => ({ id: category.id, category: category.name }))),
    );

    app.post(
      api('expense/filter/dropdown'),
      {
        schema: {
          tags,
          security,
          body: ExpenseDropdownSchema.optional(),
          description: "The list filter's choices for content 'category': every category as {id, name}.",
          response: { 200: successEnvelope(ExpenseCategoryOptionsSchema) },
        },
      },
      async () => answer(EXPENSE_CATEGORIES.map((category) => ({ id: category.id, name: category.name }))),
    );
  };
}
