// The document's notes, under the totals.
import { COLOR, CONTENT_WIDTH, ensureSpace, MARGIN, type Doc } from '../pdf-layout';

export function drawNotes(doc: Doc, notes: string, heading: string): void {
  const text = notes.trim();
  if (!text) return;
  ensureSpace(doc, 48);
  doc.font('bold').fontSize(8).fillColor(COLOR.muted).text(heading, MARGIN, doc.y, { characterSpacing: 0.6 });
  doc.moveDown(0.3);
  // Long notes flow onto further pages on their own (the pageAdded handler draws the short header).
  doc.font('regular').fontSize(9).fillColor(COLOR.ink).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.y += 14;
}
