// The spec's expense messages (the domain's EXPENSE_MESSAGES, shown in toasts, banners and next to the form's
// fields) in the screen's language, from the expenses catalogue; English keeps the spec's words (ADR 0249).
import { EXPENSE_MESSAGES } from '@tradebook/domain/expenses/expense-messages';
import { i18n } from '../../lib/i18n/i18n';

type MessageKey = keyof typeof EXPENSE_MESSAGES;

const keyOfText = new Map<string, MessageKey>(
  Object.entries(EXPENSE_MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** One of the spec's messages, by its name, in the screen's language. */
export function expenseText(key: MessageKey): string {
  return i18n.t(`messages.${key}`, { ns: 'expenses', defaultValue: EXPENSE_MESSAGES[key] });
}

/** A field's message in the screen's language when it is one of the spec's; any other text as it is. */
export function expenseMessage(message: string | undefined): string | undefined {
  const key = message === undefined ? undefined : keyOfText.get(message);
  return key ? expenseText(key) : message;
}
