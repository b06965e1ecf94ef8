// The receipts picked on Add expense, read one after the other (ADR 0229): `current` is the draft the form
// shows; after its Save, next() moves to the following one.
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { readReceipt } from '../api/read-receipt';
import type { ReceiptDraft } from '../receipt-drafts';

export function useReceiptDrafts() {
  const [drafts, setDrafts] = useState<ReceiptDraft[]>([]);
  const [current, setCurrent] = useState(0);
  const [reading, setReading] = useState(false);

  const pick = useCallback(async (files: File[]) => {
    if (files.length === 0) return;
    setDrafts(files.map((file) => ({ file })));
    setCurrent(0);
    setReading(true);
    try {
      for (const [index, file] of files.entries()) {
        let read: Partial<ReceiptDraft>;
        try {
          read = { read: await readReceipt(file) };
        } catch (failure) {
          read = { error: errorMessage(failure, ' ') };
        }
        setDrafts((all) => all.map((draft, at) => (at === index ? { ...draft, ...read } : draft)));
      }
    } finally {
      setReading(false);
    }
  }, []);

  const hasNext = current + 1 < drafts.length;
  const next = useCallback(() => setCurrent((at) => at + 1), []);
  return { drafts, current, draft: drafts[current], reading, hasNext, pick, next };
}
