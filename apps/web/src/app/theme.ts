import {
  createTheme,
  darken,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { currentI18n } from '../lib/i18n/current-i18n';

/** Mantine's yellow and orange with their darker shades (6 to 9) deepened to amber and rust, so a filled
 * badge's white text and a light alert's coloured text both reach 4.5:1 (yellow 8 was 2.5:1 under white,
 * the light alert's title 2.7:1). The pale shades 0 to 5, used for backgrounds, are Mantine's. */
const deepen = (name: 'yellow' | 'orange', dark: [string, string, string, string]): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[name].slice(0, 6), ...dark] as unknown as MantineColorsTuple;

/** A close button's name, read each time a dialog or toast is drawn: in the screen's language once the
 * `screen-words` catalogue is in (docs/decisions/0260-the-last-english-words-of-the-screens.md), the English
 * name before (the sign-in screens load no screen catalogue). The theme is made once, so the name is a
 * getter rather than a text fixed in the first language. */
function closeButtonName(key: 'dialog' | 'message', english: string): { 'aria-label': string } {
  return {
    get 'aria-label'() {
      const i18n = currentI18n();
      const message = `screen-words:close.${key}`;
      return i18n?.exists(message) ? i18n.t(message) : english;
    },
  };
}

// One type scale and palette for the whole product. Inter is used where the system has it; no web font
// is downloaded (the Content-Security-Policy allows fonts from this origin only).
export const theme = createTheme({
  primaryColor: 'blue',
  // Text on the primary colour (Save, Add) and primary-coloured text (links, numbers) reach WCAG AA's
  // 4.5:1 on white: blue 8 is 5.0:1, Mantine's default blue 6 only 3.5:1.
  primaryShade: { light: 8, dark: 8 },
  colors: {
    yellow: deepen('yellow', ['#b35c00', '#995200', '#8a4b00', '#7a4100']),
    orange: deepen('orange', ['#c2410c', '#b03a0b', '#9a3412', '#8c3b0a']),
  },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
      h4: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
  components: {
    // Every dialog's title reads as a heading. A plain object, not Modal.extend(): importing Modal here
    // would put it, its focus trap and scroll lock in the first script of every page (ADR 0203).
    // Every close button (the × of a dialog or a toast) has a name a screen reader can say, in the screen's
    // language: Mantine's CloseButton carries none of its own.
    Modal: {
      defaultProps: { radius: 'lg', closeButtonProps: closeButtonName('dialog', 'Close dialog') },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    // A loader is named ('Loading quotations'): as a status, so the name is allowed on its span (axe
    // aria-prohibited-attr) and a screen reader hears it.
    Loader: { defaultProps: { role: 'status' } },
    // A toast with a title writes its text in gray 6 (3.3:1); the dimmed grey reaches 8.2:1.
    Notification: {
      defaultProps: { closeButtonProps: closeButtonName('message', 'Close message') },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/** WCAG AA contrast (4.5:1 on white) for the light scheme's secondary text and error messages: Mantine's
 * defaults, gray 6 (3.3:1) and red 6 (3.3:1), fall short; gray 7 is 8.2:1, red 9 5.5:1. Checked by the
 * journeys' axe-core scans. */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    // The light variant (badges, alerts, light buttons): Mantine's text, shade 9 on shade 1 (shade 2 under
    // the pointer), is under 4.5:1 for blue when hovered (4.0) and for teal, green and lime at rest. Its
    // text is shade 9 darkened by a fifth and its background one shade paler: 4.9:1 or better for every
    // colour, at rest and hovered.
    ...Object.fromEntries(
      Object.entries(mantine.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light`, shades[0]],
        [`--mantine-color-${name}-light-hover`, shades[1]],
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.2)],
      ]),
    ),
    '--mantine-color-dimmed': mantine.colors.gray[7],
    '--mantine-color-error': mantine.colors.red[9],
    // Placeholders ('Select a client') are read as text: #697079 is 5.0:1 on white, 4.75:1 on gray 0.
    '--mantine-color-placeholder': '#697079',
  },
  dark: {},
});
