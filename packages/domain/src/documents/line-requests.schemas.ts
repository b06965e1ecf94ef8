// The calls that name one line of a document (eachItemDetail) or change it (eachItemDetail/edit), for every
// kind: the document's id under the kind's own name (quotation_id, invoice_id) and the line's item_id, and the
// line's new fields (docs/reference/documents.md 'Calls').
import { z } from 'zod';
import { recordId } from '../api/ids';
import { lineContentFields } from './line-fields';

/** The kind's name of the document's id and the messages of a missing id. */
export interface LineRequestNames<IdField extends string> {
  idField: IdField;
  idRequired: string;
  itemIdRequired: string;
}

type LineEditBody<IdField extends string> = z.output<z.ZodObject<typeof lineContentFields>> &
  Record<IdField | 'item_id', number>;

/** `ref` names one line of one document; `edit` changes it, answering `documentId` and `lineId`. */
export function documentLineRequestSchemas<IdField extends string>(names: LineRequestNames<IdField>) {
  const refFields = {
    ...({ [names.idField]: recordId(names.idRequired) } as Record<IdField, ReturnType<typeof recordId>>),
    item_id: recordId(names.itemIdRequired),
  };
  return {
    ref: z.object(refFields),
    edit: z.object({ ...refFields, ...lineContentFields }).transform((parsed) => {
      // zod cannot name the output of a field whose name is a type parameter: it is the id's number.
      const body = parsed as unknown as LineEditBody<IdField>;
      return {
        documentId: body[names.idField],
        lineId: body.item_id,
        name: body.name,
        description: body.description,
        quantityMilli: body.quantity,
        unitPriceMinor: body.unit_price,
        type: body.type ?? body.service_type,
      };
    }),
  };
}
