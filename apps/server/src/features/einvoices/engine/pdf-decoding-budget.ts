// A budget on what pdf-lib unpacks while it loads a PDF (docs/decisions/0323). Loading reads the
// object and cross-reference streams, whose FlateDecode pdf-lib unpacks in full and without a limit: a
// few kilobytes could make it fill gigabytes. pdf-lib offers no limit, so in the reading thread
// (read-in-worker.ts) the one method every decoder grows its buffer through, DecodeStream's
// ensureBuffer, is wrapped to count what each load unpacks and stop it past the budget. The wrap is made
// once per thread, on the class pdf-lib itself uses (reached through a decoder it makes), and fails
// loudly if a pdf-lib upgrade renames the method.
import { decodePDFRawStream, PDFContext, PDFName, PDFRawStream } from '@cantoo/pdf-lib';

interface Budget {
  left: number;
  exceeded: boolean;
}

interface GrowingDecoder {
  buffer: Uint8Array;
}

type EnsureBuffer = (this: GrowingDecoder, requested: number) => Uint8Array;

/** pdf-lib swallows errors of objects it cannot read (throwOnInvalidObject: false), so the budget also
 * says afterwards whether it ran out. */
let budget: Budget = { left: Number.POSITIVE_INFINITY, exceeded: false };
let wrapped = false;

export class DecodingBudgetExceeded extends Error {}

function exceed(): never {
  budget.exceeded = true;
  throw new DecodingBudgetExceeded('PDF streams unpack past the budget');
}

function wrapDecoders(): void {
  const context = PDFContext.create();
  // Any decoder will do: each extends DecodeStream directly (an ASCIIHexDecode one reads nothing yet).
  const probe = decodePDFRawStream(
    PDFRawStream.of(context.obj({ Filter: PDFName.of('ASCIIHexDecode') }), new Uint8Array(0)),
  );
  const decodeStream = Object.getPrototypeOf(Object.getPrototypeOf(probe)) as { ensureBuffer?: EnsureBuffer };
  const original = decodeStream.ensureBuffer;
  if (!Object.prototype.hasOwnProperty.call(decodeStream, 'ensureBuffer') || typeof original !== 'function') {
    throw new Error("pdf-lib's DecodeStream no longer grows its buffer through ensureBuffer");
  }
  decodeStream.ensureBuffer = function ensureBuffer(this: GrowingDecoder, requested: number) {
    const had = this.buffer.byteLength;
    // Refused before allocating when the request alone is over; the buffer grows by doubling, so what
    // it grew by is counted once allocated.
    if (requested - had > budget.left) return exceed();
    const grown = original.call(this, requested);
    budget.left -= grown.byteLength - had;
    return budget.left < 0 ? exceed() : grown;
  };
  wrapped = true;
}

/** Starts a budget of `bytes` for the PDF about to be loaded; read `exceeded` once it is loaded. */
export function startDecodingBudget(bytes: number): Readonly<Budget> {
  if (!wrapped) wrapDecoders();
  budget = { left: bytes, exceeded: false };
  return budget;
}

/** Ends the budget (decoding after it is unlimited again: nothing else in the thread decodes). */
export function endDecodingBudget(): void {
  budget = { left: Number.POSITIVE_INFINITY, exceeded: false };
}
