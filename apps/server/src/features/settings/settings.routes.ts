import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BANK_MESSAGES, UpdateBankSchema } from '@tradebook/domain/settings/bank.schemas';
import { TAX_MESSAGES, UpdateTaxSchema } from '@tradebook/domain/settings/tax.schemas';
import { TERMS_MESSAGES, TermsDaysSchema } from '@tradebook/domain/settings/terms.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { ok } from '../../http/reply';
import {
  getBankSettings,
  getTaxSettings,
  getTermsDays,
  saveBankSettings,
  saveTaxSettings,
  saveTermsDays,
  toTaxResponse,
} from './settings.service';

/** Settings tabs: Control Panel (terms), Tax and Registration, Banking and Paypal. */
export function settingsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['settings'];
    const security = [{ bearer: [] }];

    app.get(
      api('get_terms_days'),
      { schema: { tags, security, description: 'invoice_days and quotation_days; 28 and 28 until saved.' } },
      async (request) => ok(await getTermsDays(ctx, ownerOf(request))),
    );
    app.post(
      api('terms_days/post'),
      {
        schema: {
          tags,
          security,
          body: TermsDaysSchema,
          description: 'Both required, whole days from 1 to 31.',
        },
      },
      async (request) => ok(await saveTermsDays(ctx, ownerOf(request), request.body), TERMS_MESSAGES.saved),
    );

    app.get(
      api('tax/get_details'),
      {
        schema: {
          tags,
          security,
          description: 'Two tax lines (rates in percent) and the registration numbers.',
        },
      },
      async (request) => ok(toTaxResponse(await getTaxSettings(ctx, ownerOf(request)))),
    );
    app.post(
      api('tax/update'),
      {
        schema: {
          tags,
          security,
          body: UpdateTaxSchema,
          description:
            'Rates 0 to 100 with up to 3 decimals. A line with its switch off (0) is stored with rate 0. ' +
            'A blank name is stored as Tax-1 / Tax-2.',
        },
      },
      async (request) =>
        ok(toTaxResponse(await saveTaxSettings(ctx, ownerOf(request), request.body)), TAX_MESSAGES.saved),
    );

    app.get(
      api('bank/get_details'),
      { schema: { tags, security, description: 'The three sections with their switches (0/1).' } },
      async (request) => ok(await getBankSettings(ctx, ownerOf(request))),
    );
    app.post(
      api('bank/update'),
      {
        schema: {
          tags,
          security,
          body: UpdateBankSchema,
          description:
            'A section switched off keeps its stored details (its fields in the request are ignored), so ' +
            'switching it on again brings them back. A field left out keeps its stored value.',
        },
      },
      async (request) => ok(await saveBankSettings(ctx, ownerOf(request), request.body), BANK_MESSAGES.saved),
    );
  };
}
