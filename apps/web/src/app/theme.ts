import { createTheme } from '@mantine/core';

// One type scale and palette for the whole product. Inter is used where the system has it; no web font
// is downloaded (the Content-Security-Policy allows fonts from this origin only).
export const theme = createTheme({
  primaryColor: 'blue',
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
    Modal: {
      defaultProps: { radius: 'lg' },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    },
  },
});
