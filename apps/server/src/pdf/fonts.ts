// The fonts every PDF embeds: DejaVu Sans (regular and bold), shipped in apps/server/assets/fonts so a
// machine without the font package renders the same documents. DejaVu has the currency symbols a
// business may need (£ € ₹ ¥ ₦ ₱ ...), where the PDF standard fonts do not.
//
// Parsing a 760 KB TrueType file costs more than drawing a whole document, so each font is parsed once
// per process and the parsed font is handed to every document (pdfkit accepts a fontkit font object
// and subsets it per document).
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { SERVER_ROOT } from '../server-paths';

export const FONT_DIR = path.join(SERVER_ROOT, 'assets/fonts');

export interface PdfFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

let fonts: PdfFonts | undefined;

/** Shaped words kept per font; cleared when full (user text makes the set of words unbounded). */
const MAX_CACHED_RUNS = 20_000;

/** The same font whose layout() remembers what it shaped. pdfkit already caches the runs of each word
 * for one document; this keeps them across documents, which is most of the shaping work of a document.
 * pdfkit scales the positions of a run in place (and reads the run's width from them), so each call
 * gets its own copy of the positions. pdfkit uses only glyphs, positions and advanceWidth of a run. */
function withLayoutCache(font: fontkit.Font): fontkit.Font {
  const runs = new Map<string, fontkit.GlyphRun>();
  const layout = (text: string, features?: unknown) => {
    if (features !== undefined) return font.layout(text, features as string[]);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= MAX_CACHED_RUNS) runs.clear();
      run = font.layout(text);
      runs.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    // Like fontkit's GlyphRun, the width is read from the positions, after pdfkit has scaled them.
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    } as unknown as fontkit.GlyphRun;
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function load(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(path.join(FONT_DIR, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a single font`);
  return withLayoutCache(font);
}

export function pdfFonts(): PdfFonts {
  fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  return fonts;
}
