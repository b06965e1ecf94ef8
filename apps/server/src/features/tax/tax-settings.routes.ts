import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import {
  TAX_SCHEME_MESSAGES,
  TaxSchemeAnswerSchema,
  UpdateTaxSchemeSchema,
} from '@tradebook/domain/tax/tax-settings.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity } from '../../http/reply';
import { getTaxScheme, saveTaxScheme, toTaxSchemeAnswer } from './tax-scheme.service';

/** Settings › Tax and Registration: the VAT period, accounting basis, flat rate, tax year and the rate
 * set aside for income tax (docs/decisions/0364-tax-settings.md). */
export function taxSettingsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['tax'];
    const security = bearerSecurity;
    const response = { 200: successEnvelope(TaxSchemeAnswerSchema) };
    app.get(
      api('tax/get_settings'),
      {
        schema: {
          tags,
          security,
          description:
            "The VAT period, accounting basis, flat-rate scheme, tax year start and income-tax rate; the business country's defaults until saved.",
          response,
        },
      },
      async (request) => answer(toTaxSchemeAnswer(await getTaxScheme(ctx, ownerOf(request)))),
    );
    app.post(
      api('tax/update_settings'),
      {
        schema: {
          tags,
          security,
          body: UpdateTaxSchemeSchema,
          description:
            'Every field optional: one left out keeps what is stored. The flat-rate scheme needs its ' +
            'percentage. Answers the saved settings.',
          response,
        },
      },
      async (request) =>
        answer(
          toTaxSchemeAnswer(await saveTaxScheme(ctx, ownerOf(request), request.body)),
          TAX_SCHEME_MESSAGES.saved,
        ),
    );
  };
}
