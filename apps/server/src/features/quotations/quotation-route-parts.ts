// What every quotation route file shares: the success envelope its response schemas document, and the
// OpenAPI tags and security of the quotation calls.
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { answer, bearerSecurity } from '../../http/reply';

export const envelope = successEnvelope;
export { answer };
export const security = bearerSecurity;
export const tags = ['quotations'];
