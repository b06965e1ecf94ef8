// A document's save checked the way the server checks it (docs/reference/documents.md 'Rules'; ADR 0237):
// the request is read by the domain's save schema of the kind (create or update) and by the screen's own
// checks of what the server works out itself and the spec's screens still ask for (the number, the
// totals). Each issue keeps its message (the spec's, word for word) and the field of the form it is about,
// so the editor can toast it, name it next to the field and put the focus there. The problems come in the
// order the kind lists its fields (the spec's order of its checks).
import { z } from 'zod';
import type { Totals } from '@tradebook/domain/documents/totals';
import { EXCHANGE_RATE_MESSAGES } from '@tradebook/domain/money/exchange-rate';
import type { DocumentDraft } from './document-draft';

/** The parts of the form a problem can be about. */
export type DraftField =
  'number' | 'client' | 'date' | 'term' | 'currency' | 'rate' | 'lines' | 'discount' | 'taxes' | 'notes';

export interface SaveProblem {
  /** The form's field at fault; null when the problem is about the document as a whole. */
  field: DraftField | null;
  message: string;
}

export interface DocumentSave<Request> {
  /** The request the draft makes. */
  toRequest(draft: DocumentDraft, totals: Totals): Request;
  /** The domain's save schema, then the screen's own checks; every issue of each is a problem. */
  schemas: readonly z.ZodType[];
  /** The request's fields in the spec's order of their checks, each with the form's field it shows in. */
  fields: ReadonlyArray<readonly [string, DraftField | null]>;
}

export interface PreparedSave<Request> {
  request: Request;
  problems: SaveProblem[];
}

/** A text the screen asks for before sending (the number the server gives). */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/** A total the screen asks for before sending: '' (no lines to total) is missing. */
export const requiredTotal = (message: string) => z.number({ error: message });

/** The exchange rate is asked for in another currency than the business's (ADR 0391), which only the
 * screen knows: a check of its own, beside the kind's schemas. */
const rateCheck = (draft: DocumentDraft, businessCurrencyId: number | null | undefined) =>
  z.unknown().superRefine((_, ctx) => {
    const foreign = !!businessCurrencyId && !!draft.currencyId && draft.currencyId !== businessCurrencyId;
    if (foreign && !draft.exchangeRate?.trim()) {
      ctx.addIssue({ code: 'custom', message: EXCHANGE_RATE_MESSAGES.required, path: ['exchange_rate'] });
    }
  });

/** The request of a draft and every problem of saving it, in the kind's order, each message once. The
 * business's currency, when given, makes a rate required for a document in another one. */
export function prepareDocumentSave<Request>(
  save: DocumentSave<Request>,
  draft: DocumentDraft,
  totals: Totals,
  businessCurrencyId?: number | null,
): PreparedSave<Request> {
  const request = save.toRequest(draft, totals);
  const rank = (issue: z.core.$ZodIssue) => {
    const index = save.fields.findIndex(([name]) => name === issue.path[0]);
    return index === -1 ? save.fields.length : index;
  };
  const issues = [...save.schemas, rateCheck(draft, businessCurrencyId)]
    .flatMap((schema) => schema.safeParse(request).error?.issues ?? [])
    .map((issue, at) => ({ issue, at }))
    .sort((a, b) => rank(a.issue) - rank(b.issue) || a.at - b.at);
  const problems: SaveProblem[] = [];
  for (const { issue } of issues) {
    if (problems.some((problem) => problem.message === issue.message)) continue;
    const field =
      save.fields.find(([name]) => name === issue.path[0])?.[1] ??
      (issue.path[0] === 'exchange_rate' ? 'rate' : null);
    problems.push({ field, message: issue.message });
  }
  return { request, problems };
}
