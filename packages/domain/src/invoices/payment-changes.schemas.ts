// Changing a recorded payment (docs/decisions/0348): invoice/update_payment takes the payment's id and its
// four fields as invoice/add_payment takes them; invoice/delete_payment takes the id alone.
import { z } from 'zod';
import { recordId } from '../api/ids';
import { PAYMENT_FIELDS, toPaymentInput } from './payment.schemas';
import { PAYMENT_MESSAGES } from './payment-messages';

export const UpdatePaymentSchema = z
  .object({ payment_id: recordId(PAYMENT_MESSAGES.paymentIdRequired), ...PAYMENT_FIELDS })
  .transform((body) => ({ paymentId: body.payment_id, ...toPaymentInput(body) }));
export type UpdatePaymentRequest = z.input<typeof UpdatePaymentSchema>;
export type UpdatePaymentInput = z.output<typeof UpdatePaymentSchema>;

export const DeletePaymentSchema = z
  .object({ payment_id: recordId(PAYMENT_MESSAGES.paymentIdRequired) })
  .transform((body) => ({ paymentId: body.payment_id }));
export type DeletePaymentRequest = z.input<typeof DeletePaymentSchema>;
