import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { BANK_MESSAGES, BankDetailsSchema, UpdateBankSchema } from '@tradebook/domain/settings/bank.schemas';
import { TAX_MESSAGES, TaxDetailsSchema, UpdateTaxSchema } from '@tradebook/domain/settings/tax.schemas';
import {
  TERMS_MESSAGES,
  TermsDaysAnswerSchema,
  TermsDaysSchema,
} from '@tradebook/domain/settings/terms.schemas';
import {
  EINVOICE_MESSAGES,
  EInvoiceSettingsSchema,
  UpdateEInvoiceSettingsSchema,
} from '@tradebook/domain/einvoices/einvoice.schemas';
import type { AppContext } from '../../app-context';
import { getEInvoiceSettings, saveEInvoiceSettings } from './einvoice-settings.service';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity } from '../../http/reply';
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
    const security = bearerSecurity;
    const terms = { 200: successEnvelope(TermsDaysAnswerSchema) };
    const tax = { 200: successEnvelope(TaxDetailsSchema) };
    const bank = { 200: successEnvelope(BankDetailsSchema) };

    app.get(
      api('get_terms_days'),
      {
        schema: {
          tags,
          security,
          description: 'invoice_days and quotation_days; 28 and 28 until saved.',
          response: terms,
        },
      },
      async (request) => answer(await getTermsDays(ctx, ownerOf(request))),
    );
    app.post(
      api('terms_days/post'),
      {
        schema: {
          tags,
          security,
          body: TermsDaysSchema,
          description: 'Both required, whole days from 1 to 31. Answers the saved terms.',
          response: terms,
        },
      },
      async (request) =>
        answer(await saveTermsDays(ctx, ownerOf(request), request.body), TERMS_MESSAGES.saved),
    );

    app.get(
      api('tax/get_details'),
      {
        schema: {
          tags,
          security,
          description: 'Two tax lines (rates in percent) and the registration numbers.',
          response: tax,
        },
      },
      async (request) => answer(toTaxResponse(await getTaxSettings(ctx, ownerOf(request)))),
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
            'A blank name is stored as Tax-1 / Tax-2. Answers the saved details.',
          response: tax,
        },
      },
      async (request) =>
        answer(toTaxResponse(await saveTaxSettings(ctx, ownerOf(request), request.body)), TAX_MESSAGES.saved),
    );

    app.get(
      api('bank/get_details'),
      {
        schema: {
          tags,
          security,
          description: 'The three sections with their switches (0/1).',
          response: bank,
        },
      },
      async (request) => answer(await getBankSettings(ctx, ownerOf(request))),
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
            'switching it on again brings them back. A field left out keeps its stored value. Answers the ' +
            'saved details.',
          response: bank,
        },
      },
      async (request) =>
        answer(await saveBankSettings(ctx, ownerOf(request), request.body), BANK_MESSAGES.saved),
    );

    const einvoice = { 200: successEnvelope(EInvoiceSettingsSchema) };
    app.get(
      api('einvoice/get_settings'),
      {
        schema: {
          tags,
          security,
          description:
            'The e-invoice settings: electronic address (EAS scheme and value), tax registration identifier ' +
            '(BT-32), the reason no VAT is charged, and what the invoice e-mail carries (pdf or facturx).',
          response: einvoice,
        },
      },
      async (request) => answer(await getEInvoiceSettings(ctx, ownerOf(request))),
    );
    app.post(
      api('einvoice/update_settings'),
      {
        schema: {
          tags,
          security,
          body: UpdateEInvoiceSettingsSchema,
          description:
            'Saves the e-invoice settings; every field optional (a missing one is stored blank, ' +
            'email_attachment pdf). A scheme without an address, or an address without a scheme, is not kept.',
          response: einvoice,
        },
      },
      async (request) =>
        answer(await saveEInvoiceSettings(ctx, ownerOf(request), request.body), EINVOICE_MESSAGES.saved),
    );
  };
}
