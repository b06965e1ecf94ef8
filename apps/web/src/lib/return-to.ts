// A screen opened to fix something elsewhere (?returnTo=/show-invoice/7) goes back there once done
// (ADR 0225). Only a path of this app is followed: never another site ('//evil.example', 'https://...').

export const RETURN_TO_PARAM = 'returnTo';

/** The in-app path to go back to, or undefined when there is none or it leads elsewhere. */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}
