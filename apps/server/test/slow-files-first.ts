// Vitest's order on a clean clone (no cache of earlier runs) is largest file first, and the suite's
// longest files are short ones that loop (the route fuzz, the e-invoice rule checks): started last, one
// of them kept a core busy alone for minutes at the end of CI's run while the other sat idle. Starting
// them first lets the rest of the suite fill the other core around them.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that take the longest, longest first (slowest-files lines of `npm test`). */
const SLOW = [
  // The route fuzz's shards (test/fuzz/fuzz-routes.ts), a share of the routes each.
  'src/http/route-fuzz-1.test.ts',
  'src/http/route-fuzz-2.test.ts',
  'src/http/route-fuzz-3.test.ts',
  'src/http/route-fuzz-4.test.ts',
  'src/features/einvoices/invoice-einvoices.test.ts',
  'src/features/einvoices/credit-note-einvoices.test.ts',
  'src/admin/admin.test.ts',
  'src/features/expenses/expense-export-streams.test.ts',
  'src/features/recurring/recurring-invoices.test.ts',
  'src/features/einvoices/read-supplier-einvoices.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = SLOW.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? SLOW.length : index;
};

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the other files keep Vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
