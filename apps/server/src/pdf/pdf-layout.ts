// The page geometry, colours and small helpers every section of the document renderer shares
// (render-document.ts and sections/).

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 42;
export const FOOTER_HEIGHT = 30;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const BOTTOM = MARGIN + FOOTER_HEIGHT;
export const CONTINUATION_TOP = MARGIN + 40;

export const COLOR = {
  ink: '#1d2733',
  muted: '#5d6877',
  accent: '#1f5f7a',
  accentText: '#ffffff',
  band: '#f1f5f8',
  rule: '#d3dce3',
  stamp: '#c0392b',
};

export type Doc = PDFKit.PDFDocument;

/** An amount in minor units, formatted with the document's currency symbol. */
export type Money = (minor: number) => string;

/** One-line texts (running header, footer) are cut rather than allowed to run into their neighbour. */
export const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}
