// A button whose words wrap onto a second line rather than being cut off by its edge: German and Dutch
// labels ('Umsatzsteuer-Einstellungen aktualisieren') run far longer than English on a 375 px phone.
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;
