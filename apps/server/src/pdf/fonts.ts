// The fonts every PDF embeds: DejaVu Sans (regular and bold), shipped in apps/server/assets/fonts so a
// machine without the font package renders the same documents. DejaVu has the currency symbols a
// business may need (£ € ₹ ¥ ₦ ₱ ...), where the PDF standard fonts do not.
//
// Parsing a 760 KB TrueType file costs more than drawing a whole document, so each font is parsed once
// per process and the parsed font is handed to every document (pdfkit accepts a fontkit font object
// and subsets it per document).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

export const FONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');

export interface PdfFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

let fonts: PdfFonts | undefined;

function load(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(path.join(FONT_DIR, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a single font`);
  return font;
}

export function pdfFonts(): PdfFonts {
  fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  return fonts;
}
