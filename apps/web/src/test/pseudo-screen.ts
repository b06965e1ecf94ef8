// A screen the pseudo-locale test renders (test/pseudo-locale.test.tsx, docs/decisions/0241). Each area
// lists its screens in a file of test/pseudo-screens/ exporting `screens`: the element, the API answers
// it needs, the fixtures' own data (names, e-mails: not the product's words) and what shows once loaded.
import type { ReactElement } from 'react';
import type { ApiAnswer, ApiHandler } from './mock-api';
import { pseudoCatalogue } from './pseudo-locale';

export interface PseudoScreen {
  name: string;
  element: ReactElement;
  route?: string;
  /** The route's pattern when the screen reads a parameter of it ('/show-invoice/:id'). */
  path?: string;
  api: Record<string, ApiHandler | ApiAnswer>;
  /** The fixtures' own words, which no catalogue holds. */
  data: string[];
  /** Resolves once the screen shows what it loads. */
  loaded: () => Promise<unknown>;
}

/** An English text as the pseudo-locale shows it. */
export const pseudo = (english: string) => pseudoCatalogue(english) as string;

/** A successful answer in the spec's envelope. */
export const ok = (response: unknown): ApiAnswer => ({ body: { status: 1, message: 'Success', response } });
