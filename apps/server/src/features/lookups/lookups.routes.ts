// The lookup calls: countries, currencies, states, business categories and payment options. They need no
// token, because the register and regional-settings screens use them before sign-in
// (docs/reference/lookups.md).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope, SUCCESS } from '@tradebook/domain/api/envelope';
import {
  BusinessCategoriesAnswerSchema,
  type BusinessCategoriesAnswer,
  CountryListSchema,
  CurrencyListSchema,
  GetStatesSchema,
  PaymentOptionListSchema,
  StateListSchema,
} from '@tradebook/domain/lookups/lookups.schemas';
import { PAYMENT_OPTIONS } from '@tradebook/domain/lookups/payment-options';
import { notFound } from '../../app-error';
import { api, apiV2 } from '../../http/paths';
import { answer } from '../../http/reply';
import { listBusinessCategories } from './business-categories';
import { listCountries } from './countries';
import { listCurrencies } from './currencies';
import { listStates } from './states';

/** The lists change only with a release, so browsers may keep them for an hour. */
function cacheForAnHour(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=3600');
}

export async function lookupsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['lookups'];

  app.get(
    api('get_new_country_list'),
    {
      schema: {
        tags,
        description: 'Every ISO 3166-1 country: id (ISO numeric code), name, code (alpha-2).',
        response: { 200: successEnvelope(CountryListSchema) },
      },
    },
    async (_request, reply) => {
      cacheForAnHour(reply);
      return answer(listCountries());
    },
  );

  app.get(
    api('get_currency_list'),
    {
      schema: {
        tags,
        description: 'Every ISO 4217 currency: id (ISO numeric code), name, code, symbol, minor_units.',
        response: { 200: successEnvelope(CurrencyListSchema) },
      },
    },
    async (_request, reply) => {
      cacheForAnHour(reply);
      return answer(listCurrencies());
    },
  );

  app.post(
    api('get_states'),
    {
      schema: {
        tags,
        body: GetStatesSchema,
        description: 'The states of a country: id (e.g. GB-ENG) and name.',
        response: { 200: successEnvelope(StateListSchema) },
      },
    },
    async (request) => {
      const states = listStates(request.body.country_id);
      if (!states) throw notFound();
      return answer(states);
    },
  );

  // The spec puts this list in `message`, the one answer whose message is not text; `response` carries
  // it too, for clients that read every answer the same way.
  const businessCategories = {
    schema: {
      tags,
      description: 'Business categories: id and name, in `message` (and in `response`).',
      response: { 200: BusinessCategoriesAnswerSchema },
    },
  };
  const answerBusinessCategories = async (
    _request: unknown,
    reply: FastifyReply,
  ): Promise<BusinessCategoriesAnswer> => {
    cacheForAnHour(reply);
    const categories = [...listBusinessCategories()];
    return { status: SUCCESS, message: categories, response: categories };
  };
  app.get(api('get_business_category'), businessCategories, answerBusinessCategories);
  app.get(apiV2('get_business_category'), businessCategories, answerBusinessCategories);

  app.get(
    api('get_payment_options'),
    {
      schema: {
        tags,
        description: 'The payment methods offered for expenses and invoice payments.',
        response: { 200: successEnvelope(PaymentOptionListSchema) },
      },
    },
    async (_request, reply) => {
      cacheForAnHour(reply);
      return answer([...PAYMENT_OPTIONS]);
    },
  );
}
