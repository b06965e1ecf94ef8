// An XLSX is a ZIP: before a spreadsheet library opens one, its entries are inflated here once with a cap,
// so a ZIP bomb (a few MB that inflate to gigabytes, or sizes that lie) is refused in a fraction of a
// second instead of filling the memory (docs/decisions/0337).
import { Unzip, UnzipInflate, unzipSync } from 'fflate';

/** Far above a spreadsheet of 10,000 rows of 50 columns (about 30 MB of XML). */
export const MAX_INFLATED_BYTES = 40 * 1024 * 1024;
const MAX_ENTRIES = 1000;
/** Pushed in small slices so the inflater reports as it goes and stops at the cap. */
const SLICE = 4096;

export class ZipRefused extends Error {}

/** The entry names of a ZIP whose entries, inflated, stay under the caps; throws ZipRefused otherwise. */
export function checkZip(data: Uint8Array): Set<string> {
  const names = new Set<string>();
  let declared = 0;
  try {
    // The central directory alone first: sizes as declared, nothing inflated.
    unzipSync(data, {
      filter: (file) => {
        names.add(file.name);
        declared += file.originalSize;
        if (names.size > MAX_ENTRIES || declared > MAX_INFLATED_BYTES) throw new ZipRefused('too large');
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new ZipRefused('unreadable');
  }
  // Then the real bytes, in case the declared sizes lie.
  let inflated = 0;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) throw new ZipRefused('unreadable');
      inflated += chunk.length;
      if (inflated > MAX_INFLATED_BYTES) throw new ZipRefused('too large');
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < data.length; at += SLICE) {
      unzip.push(data.subarray(at, at + SLICE), at + SLICE >= data.length);
    }
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new ZipRefused('unreadable');
  }
  return names;
}
