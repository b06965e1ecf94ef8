import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { ProfileSchema } from '@tradebook/domain/profile/profile-answer.schemas';
import { PROFILE_MESSAGES, UpdateProfileSchema } from '@tradebook/domain/profile/profile.schemas';
import {
  REGIONAL_MESSAGES,
  UpdateCountrySchema,
  UpdateCurrencySchema,
  UpdateLanguageSchema,
} from '@tradebook/domain/profile/regional.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { signedInRowOf } from '../accounts/signed-in-user';
import { api, apiV2 } from '../../http/paths';
import { answer, bearerSecurity } from '../../http/reply';
import { getProfile, updateCountry, updateCurrency, updateLanguage, updateProfile } from './profile.service';

/** Authenticated profile calls. The changing calls answer under v3 and v2 alike (mobile clients). */
export function profileRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['profile'];
    const security = bearerSecurity;
    const response = { 200: successEnvelope(ProfileSchema) };

    app.get(
      api('get_profile'),
      { schema: { tags, security, description: 'The signed-in user and their business profile.', response } },
      async (request) => {
        const owner = ownerOf(request);
        return answer(await getProfile(ctx, owner, signedInRowOf(request, owner)));
      },
    );

    for (const path of [api('update_profile'), apiV2('update_profile')]) {
      app.post(
        path,
        {
          schema: {
            tags,
            security,
            body: UpdateProfileSchema,
            description:
              'Completes or changes the business profile (multipart; `image` is the logo file). A limited ' +
              'company must fill every field the spec lists; a sole trader company name, business category ' +
              'and mobile. The logo must be a PNG or JPEG of at most 10 MB (413, 415 otherwise); the server ' +
              'stores it as a JPEG of at most 128 px and 128 KB. Answers the updated user.',
            response,
          },
        },
        async (request) =>
          answer(await updateProfile(ctx, ownerOf(request), request.body), PROFILE_MESSAGES.saved),
      );
    }

    for (const version of [api, apiV2]) {
      app.post(
        version('update_country'),
        {
          schema: {
            tags,
            security,
            body: UpdateCountrySchema,
            description: 'countryname: id, code or name. Answers the updated user.',
            response,
          },
        },
        async (request) =>
          answer(await updateCountry(ctx, ownerOf(request), request.body), REGIONAL_MESSAGES.countryUpdated),
      );
      app.post(
        version('update_language'),
        {
          schema: {
            tags,
            security,
            body: UpdateLanguageSchema,
            description: "language: 'us' (English). Answers the updated user.",
            response,
          },
        },
        async (request) =>
          answer(
            await updateLanguage(ctx, ownerOf(request), request.body),
            REGIONAL_MESSAGES.languageUpdated,
          ),
      );
      app.post(
        version('update_user_currency'),
        {
          schema: {
            tags,
            security,
            body: UpdateCurrencySchema,
            description: 'currency_id: id, code or name. Answers the updated user.',
            response,
          },
        },
        async (request) =>
          answer(
            await updateCurrency(ctx, ownerOf(request), request.body),
            REGIONAL_MESSAGES.currencyUpdated,
          ),
      );
    }
  };
}
