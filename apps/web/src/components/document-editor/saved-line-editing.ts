// How a line already saved on the server is edited, the same for every kind (ADR 0205): read it fresh
// through the kind's eachItemDetail call, save it through its eachItemDetail/edit call, say the kind's
// 'updated' message, and take the line as the recomputed document answers it. The kind gives its calls.
import { quantityToText } from '@tradebook/domain/documents/quantity';
import { minorToText } from '@tradebook/domain/money/money';
import { errorMessage } from '../../lib/api-client';
import { getDocumentLine, type DocumentLineFields } from '../../lib/api/documents/document-calls';
import { useEditDocumentLine } from '../../lib/api/documents/document-mutations';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';
import { draftLineFromDocumentItem } from '../../lib/documents/document-draft';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { SavedLineEditing } from './use-line-editing';

type SavedItem = Parameters<typeof draftLineFromDocumentItem>[0];

export function savedLineEditing<Item extends SavedItem>({
  loadItem,
  saveLine,
  updatedMessage,
}: {
  loadItem: (lineId: number) => Promise<Item>;
  /** Saves the line; answers the recomputed document's lines. */
  saveLine: (fields: DocumentLineFields) => Promise<readonly Item[]>;
  updatedMessage: string;
}): SavedLineEditing {
  return {
    load: async (line) => {
      const fresh = draftLineFromDocumentItem(await loadItem(line.lineId ?? 0));
      return {
        name: fresh.name,
        description: fresh.description,
        quantityMilli: fresh.quantityMilli,
        unitPriceMinor: fresh.unitPriceMinor,
        type: fresh.type,
      };
    },
    save: async (line, values) => {
      try {
        const items = await saveLine({
          item_id: line.lineId ?? 0,
          name: values.name,
          description: values.description,
          quantity: quantityToText(values.quantityMilli),
          unit_price: minorToText(values.unitPriceMinor),
          type: values.type,
        });
        notifySuccess(updatedMessage);
        const item = items.find((candidate) => candidate.item_id === line.lineId);
        return item ? draftLineFromDocumentItem(item) : { ...line, ...values };
      } catch (error) {
        notifyError(errorMessage(error));
        return null;
      }
    },
  };
}

/** The saved-line editing of one document of a kind: its eachItemDetail call to read a line, its edit call
 * to save it, `linesOf` to find the line in the recomputed document the edit answers. */
export function useSavedLineEditing<Doc extends { id: number }, Item extends SavedItem>(
  kind: DocumentKind<Doc>,
  document: Doc,
  linesOf: (document: Doc) => readonly Item[],
  updatedMessage: string,
): SavedLineEditing {
  const editLine = useEditDocumentLine(kind);
  return savedLineEditing({
    loadItem: (lineId) => getDocumentLine<Item>(kind, document.id, lineId),
    saveLine: async (line) => linesOf(await editLine.mutateAsync({ id: document.id, line })),
    updatedMessage,
  });
}
