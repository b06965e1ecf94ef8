// The signed-in user's own profile: read it, complete or change it (update_profile, with the logo), and
// the regional choices of the General settings tab.
import { PROFILE_MESSAGES, type UpdateProfileRequest } from '@tradebook/domain/profile/profile.schemas';
import {
  REGIONAL_MESSAGES,
  type UpdateCountryRequest,
  type UpdateCurrencyRequest,
  type UpdateLanguageRequest,
} from '@tradebook/domain/profile/regional.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { LOGO_LIMITS, IMAGE_MESSAGES } from '../../files/images';
import { readStoredFile, removeStoredFile, storedFileUrl, storeImage } from '../../files/stored-files';
import { AppError, notFound } from '../../app-error';
import { isUploadedFile } from '../../uploaded-file';
import { findBusinessCategory } from '../lookups/business-categories';
import { findCountry } from '../lookups/countries';
import { findCurrency } from '../lookups/currencies';
import { isProfileComplete } from '@tradebook/domain/profile/profile-complete';
import { readPhoneFields } from './phone-numbers';
import {
  findProfileRow,
  updateProfileRow,
  type ProfileChanges,
  type ProfileRow,
} from '../accounts/user-profiles.repository';
import { toUserResponse, type UserResponse } from './user-response';

async function profileRowOf(ctx: AppContext, owner: OwnerId): Promise<ProfileRow> {
  const row = await findProfileRow(ctx.db, owner);
  if (!row) throw notFound();
  return row;
}

/** `signedIn`: the owner's row as this request's token check read it, when it has it (no second read). */
export async function getProfile(
  ctx: AppContext,
  owner: OwnerId,
  signedIn?: ProfileRow,
): Promise<UserResponse> {
  const row = signedIn ?? (await profileRowOf(ctx, owner));
  // The logo is private: its URL is a signed link that only this answer hands out (files/signed-links.ts).
  const logoUrl = row.logo_file ? await storedFileUrl(ctx, 'logo', owner, row.logo_file) : undefined;
  return toUserResponse(row, ctx.now(), logoUrl);
}

/** The owner's logo as stored (a JPEG of at most 128 px), for PDFs; undefined when there is none. */
export async function readLogo(ctx: AppContext, owner: OwnerId): Promise<Buffer | undefined> {
  const row = await profileRowOf(ctx, owner);
  return row.logo_file ? readStoredFile(ctx, owner, row.logo_file) : undefined;
}

/** A logo sent with the profile: a file part, or nothing (a missing, null or empty `image` field). */
function logoUpload(image: unknown): Buffer | undefined {
  if (image === undefined || image === null || image === '') return undefined;
  if (isUploadedFile(image)) return image.data;
  throw new AppError('unsupported_media_type', IMAGE_MESSAGES.unsupported);
}

export async function updateProfile(
  ctx: AppContext,
  owner: OwnerId,
  profile: UpdateProfileRequest,
): Promise<UserResponse> {
  if (profile.business_category_id !== null && !findBusinessCategory(profile.business_category_id)) {
    throw new AppError('validation', [PROFILE_MESSAGES.businessCategoryInvalid]);
  }
  const row = await profileRowOf(ctx, owner);
  const phones = readPhoneFields(
    { phone1: profile.phone1, phone2: profile.mobile },
    findCountry(row.country_id)?.code,
  );
  const upload = logoUpload(profile.image);
  // The image is checked and re-encoded before anything is written; a refused file stores nothing.
  const newLogo = upload ? await storeImage(ctx, owner, upload, LOGO_LIMITS) : undefined;
  const changes: ProfileChanges = {
    fullname: profile.fullname || row.fullname,
    company_name: profile.companyname || null,
    companytype: profile.companytype,
    business_category_id: profile.business_category_id,
    postal_address: profile.postal_address || null,
    street2: profile.street2 || null,
    state: profile.state || null,
    zip: profile.zip || null,
    city: profile.city === undefined ? (row.city ?? null) : profile.city || null,
    phone1: phones.phone1 || null,
    phone2: phones.phone2 || null,
    website: profile.website || null,
    logo_file: newLogo ?? row.logo_file,
  };
  try {
    await updateProfileRow(ctx.db, owner, changes, ctx.now().toISOString());
  } catch (error) {
    if (newLogo) await removeStoredFile(ctx, owner, newLogo);
    throw error;
  }
  if (newLogo && row.logo_file) await removeStoredFile(ctx, owner, row.logo_file);
  // The save that completes the profile is when a friend who invited this user is rewarded (once).
  if (!isProfileComplete(row) && isProfileComplete(changes)) await ctx.ports.rewardReferral(ctx, owner);
  return getProfile(ctx, owner);
}

export async function updateCountry(
  ctx: AppContext,
  owner: OwnerId,
  request: UpdateCountryRequest,
): Promise<UserResponse> {
  const country = findCountry(request.countryname);
  if (!country) throw new AppError('validation', [REGIONAL_MESSAGES.countryInvalid]);
  await profileRowOf(ctx, owner);
  await updateProfileRow(ctx.db, owner, { country_id: country.id }, ctx.now().toISOString());
  return getProfile(ctx, owner);
}

export async function updateLanguage(
  ctx: AppContext,
  owner: OwnerId,
  request: UpdateLanguageRequest,
): Promise<UserResponse> {
  await profileRowOf(ctx, owner);
  await updateProfileRow(ctx.db, owner, { language: request.language }, ctx.now().toISOString());
  return getProfile(ctx, owner);
}

export async function updateCurrency(
  ctx: AppContext,
  owner: OwnerId,
  request: UpdateCurrencyRequest,
): Promise<UserResponse> {
  const currency = findCurrency(request.currency_id);
  if (!currency) throw new AppError('validation', [REGIONAL_MESSAGES.currencyInvalid]);
  await profileRowOf(ctx, owner);
  await updateProfileRow(ctx.db, owner, { currency_id: currency.id }, ctx.now().toISOString());
  return getProfile(ctx, owner);
}
