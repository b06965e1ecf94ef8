// i18next's ICU formatter for catalogues compiled at build time (docs/decisions/0256): a production
// catalogue's ICU messages arrive as syntax trees (vite/precompiled-messages.ts), which i18next must hand
// to the formatter as they are, and its plain-text messages as strings shown as they are. Development and
// tests parse the JSON's ICU text at run time as before.
import ICU from 'i18next-icu';

/** The build's test for a message that is more than plain text (vite/precompiled-messages.ts). */
const ICU_SYNTAX = /[{}'<#]/;

type Parse = (message: unknown, ...rest: unknown[]) => unknown;

export class CompiledICU extends ICU {
  /** Syntax trees are messages, not nested keys. */
  handleAsObject = false;

  parse(message: unknown, ...rest: unknown[]): unknown {
    if (typeof message === 'string' && !ICU_SYNTAX.test(message)) return message;
    return (ICU.prototype as unknown as { parse: Parse }).parse.call(this, message, ...rest);
  }
}
