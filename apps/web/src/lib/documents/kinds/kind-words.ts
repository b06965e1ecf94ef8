// The words of the document kinds in the screen's language (docs/decisions/0254-kind-words-in-the-screens-language.md):
// the `kinds` catalogue read through the app's one i18next instance each time a word is read, so a
// description's words (its getters) follow a change of language on the next render.
import { i18n } from '../../i18n/i18n';

/** One message of the `kinds` catalogue, e.g. kindText('invoice.noun'). */
export function kindText(key: string, values?: Record<string, unknown>): string {
  return i18n.t(`kinds:${key}`, values);
}

/** A domain message the screen shows in the catalogue's words when the catalogue has its key, else as
 * it came (a message with the figures of one case in it stays in English). */
export function kindMessage<Key extends string>(
  group: string,
  messages: Readonly<Record<Key, unknown>>,
  message: string,
): string {
  const key = Object.keys(messages).find((name) => messages[name as Key] === message);
  return key && i18n.exists(`kinds:${group}.${key}`) ? kindText(`${group}.${key}`) : message;
}

/** One choice of a list's status filter, its label read in the screen's language. */
export function filterOption<Value extends string>(value: Value): { value: Value; label: string } {
  return {
    value,
    get label() {
      return kindText(`filter.${value}`);
    },
  };
}
