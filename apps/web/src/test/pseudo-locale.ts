// The pseudo-locale (docs/decisions/0241): every English message wrapped and accented ('Save' becomes
// '⟦Šàvê⟧'), its ICU placeholders, plurals and selects kept, so a screen rendered in it shows at a glance
// which text did not come from a catalogue: any letter outside ⟦ ⟧ that is not the fixtures' own data.
import { i18n } from '../lib/i18n/i18n';

export const PSEUDO_LANGUAGE = 'xx';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aàbƀcçdđeêfƒgĝhĥiîjĵkķlļmɱnñoôpþqǫrŕsšŧtuûvṽwŵxẋyýzž'.matchAll(/([a-z])([^a-z])/g)].map((m) => [
    m[1] as string,
    m[2] as string,
  ]),
);

function accent(text: string): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const mark = ACCENTED[lower];
      if (!mark) return char;
      return char === lower ? mark : mark.toUpperCase();
    })
    .join('');
}

/** The end of the ICU argument opened at `open` (the index of its '{'). */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let index = open; index < message.length; index += 1) {
    if (message[index] === '{') depth += 1;
    if (message[index] === '}') depth -= 1;
    if (depth === 0) return index;
  }
  return message.length - 1;
}

/** One ICU message with its literal text accented: arguments kept, a plural's or select's branches
 * accented in turn ('{count, plural, one {# day} other {# days}}'). */
export function accentMessage(message: string): string {
  let out = '';
  let index = 0;
  while (index < message.length) {
    const char = message[index] as string;
    if (char !== '{') {
      out += accent(char);
      index += 1;
      continue;
    }
    const end = closingBrace(message, index);
    const argument = message.slice(index, end + 1);
    const kind = /^\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.exec(argument);
    if (!kind) {
      out += argument;
    } else {
      let body = argument.slice(kind[0].length, -1);
      let branches = '';
      while (body.trim()) {
        const open = body.indexOf('{');
        if (open < 0) break;
        const close = closingBrace(body, open);
        branches += `${body.slice(0, open)}{${accentMessage(body.slice(open + 1, close))}}`;
        body = body.slice(close + 1);
      }
      out += `${kind[0]}${branches}${body}}`;
    }
    index = end + 1;
  }
  return out;
}

/** A catalogue in the pseudo-locale: each message accented and wrapped in ⟦ ⟧. */
export function pseudoCatalogue(catalogue: unknown): unknown {
  if (typeof catalogue === 'string') return `⟦${accentMessage(catalogue)}⟧`;
  if (catalogue && typeof catalogue === 'object') {
    return Object.fromEntries(Object.entries(catalogue).map(([key, value]) => [key, pseudoCatalogue(value)]));
  }
  return catalogue;
}

/** Loads every English namespace as the pseudo-locale and switches the screens to it. */
export async function switchToPseudoLocale(): Promise<void> {
  for (const namespace of Object.keys(i18n.store.data.en ?? {})) {
    i18n.addResourceBundle(
      PSEUDO_LANGUAGE,
      namespace,
      pseudoCatalogue(i18n.store.data.en?.[namespace]),
      true,
      true,
    );
  }
  await i18n.changeLanguage(PSEUDO_LANGUAGE);
}

const ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt', 'aria-placeholder', 'aria-roledescription'];

/** What is not the product's text: the fixtures' data marked `data-user-data`, the test renderer's own
 * location readout, and the hidden textarea Mantine's autosizing Textarea measures with (aria-hidden,
 * never shown, left in the page once made). */
const NOT_PRODUCT_TEXT = '[data-user-data], [data-testid="location"], textarea[aria-hidden="true"]';

/** Every visible text of `root` (text nodes and the attributes people hear or read) that holds a letter
 * outside the catalogue's ⟦ ⟧ once `data` (the fixtures' own names, numbers, e-mails) is taken out. */
export function textsNotFromCatalogues(root: Element, data: readonly string[] = []): string[] {
  const found = new Set<string>();
  const check = (text: string | null | undefined) => {
    if (!text) return;
    // A message may hold another one (a kind's noun in a heading): the innermost go first.
    let rest = text;
    for (let inner = ''; inner !== rest;) {
      inner = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    }
    for (const value of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(value).join(' ');
    if (/\p{L}/u.test(rest)) found.add(text.trim());
  };
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (!parent || ['STYLE', 'SCRIPT'].includes(parent.tagName) || parent.closest(NOT_PRODUCT_TEXT))
        continue;
      check(node.textContent);
    } else if (node instanceof Element) {
      if (['STYLE', 'SCRIPT'].includes(node.tagName) || node.closest(NOT_PRODUCT_TEXT)) continue;
      for (const attribute of ATTRIBUTES) check(node.getAttribute(attribute));
      if (node instanceof HTMLInputElement && ['button', 'submit'].includes(node.type)) check(node.value);
    }
  }
  return [...found];
}
