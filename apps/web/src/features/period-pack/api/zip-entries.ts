// Counts the files of a ZIP as its bytes arrive (docs/decisions/0245-period-pack-dialog.md): each file
// starts with a local file header, whose signature is PK\x03\x04. A signature may be split between two
// chunks, so the last three bytes of a chunk are kept for the next. A PDF or a photo stored as it is
// could hold the same four bytes by chance (once in 4 GB of random data); the bar never counts past
// the number of files the server announced.
const SIGNATURE = [0x50, 0x4b, 0x03, 0x04] as const;

export function zipEntryCounter() {
  let tail = new Uint8Array(0);
  let count = 0;
  return {
    /** Takes the next chunk; answers the number of files begun so far. */
    add(chunk: Uint8Array): number {
      const bytes = new Uint8Array(tail.length + chunk.length);
      bytes.set(tail);
      bytes.set(chunk, tail.length);
      for (let at = 0; at + 3 < bytes.length; at += 1) {
        if (
          bytes[at] === SIGNATURE[0] &&
          bytes[at + 1] === SIGNATURE[1] &&
          bytes[at + 2] === SIGNATURE[2] &&
          bytes[at + 3] === SIGNATURE[3]
        ) {
          count += 1;
        }
      }
      tail = bytes.slice(Math.max(0, bytes.length - 3));
      return count;
    },
  };
}
