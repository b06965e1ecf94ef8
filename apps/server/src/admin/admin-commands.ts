// The admin tool's commands (docs/reference/subscriptions.md 'Plans, credits, vouchers and referrals'): each
// takes its parsed options and the database, and answers the one line it prints; a refusal is an AdminError
// whose message is the one error line.
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { normaliseVoucherCode, VOUCHER_CODE } from '@tradebook/domain/subscriptions/subscription.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { formatPrice } from '../features/subscriptions/package-prices';
import { allPackages, insertPackage } from '../features/subscriptions/packages.repository';
import { insertVoucher } from '../features/subscriptions/vouchers.repository';
import { setPlanDaysByEmail } from '../features/accounts/user-plans.repository';
import { extendedUntil } from '@tradebook/domain/subscriptions/plan-rules';

export class AdminError extends Error {}

export type Options = Record<string, string | undefined>;

const MAX_DAYS = 3650;

function required(options: Options, name: string): string {
  const value = options[name]?.trim();
  if (!value) throw new AdminError(`--${name} is required.`);
  return value;
}

function wholeDays(text: string, name: string, min: number): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) < min || Number(text) > MAX_DAYS)
    throw new AdminError(
      `--${name} must be a whole number of days from ${min} to ${MAX_DAYS}, not '${text}'.`,
    );
  return Number(text);
}

/** '4.99' -> 499: at most 2 decimals, more than 0. */
function priceMinor(text: string): number {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  const minor = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
  if (!match || minor <= 0)
    throw new AdminError(`--price must be an amount such as 4.99, more than 0, not '${text}'.`);
  return minor;
}

function currencyCode(text: string): string {
  const code = text.toUpperCase();
  const known = /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
  if (!known) throw new AdminError(`--currency must be an ISO 4217 code such as GBP, not '${text}'.`);
  return code;
}

export async function listPackages(db: Kysely<Database>): Promise<string> {
  const rows = await allPackages(db);
  if (rows.length === 0) return 'No packages.';
  return rows
    .map(
      (p) =>
        `${p.id}\t${p.name}\t${formatPrice(p.price_minor, p.currency_code)} ${p.currency_code}\t${p.days} days\t${p.active ? 'on sale' : 'withdrawn'}`,
    )
    .join('\n');
}

export async function addPackage(db: Kysely<Database>, options: Options, now: Date): Promise<string> {
  const name = required(options, 'name');
  if (name.length > 100) throw new AdminError('--name must be at most 100 characters.');
  const price = priceMinor(required(options, 'price'));
  const currency = currencyCode(required(options, 'currency'));
  const days = wholeDays(required(options, 'days'), 'days', 1);
  const id = await insertPackage(db, {
    name,
    price_minor: price,
    currency_code: currency,
    days,
    active: 1,
    created_at: now.toISOString(),
  });
  return `Added package ${id}: ${name}, ${formatPrice(price, currency)} ${currency}, ${days} days.`;
}

export async function createVoucher(db: Kysely<Database>, options: Options, now: Date): Promise<string> {
  const code = normaliseVoucherCode(required(options, 'code'));
  if (!VOUCHER_CODE.test(code))
    throw new AdminError(`--code must be 3 to 64 letters, digits, - or _, not '${options.code}'.`);
  const days = wholeDays(required(options, 'days'), 'days', 1);
  try {
    await insertVoucher(db, { code, days, created_at: now.toISOString() });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminError(`A voucher ${code} exists already.`);
    throw error;
  }
  return `Created voucher ${code}: ${days} days of free usage, once per user.`;
}

/** For support: sets the days left of free usage and/or subscription, counted from today. */
export async function setUserDays(db: Kysely<Database>, options: Options, now: Date): Promise<string> {
  const email = required(options, 'email').toLowerCase();
  const free = options['free-days'];
  const subscription = options['subscription-days'];
  if (free === undefined && subscription === undefined)
    throw new AdminError('Give --free-days N, --subscription-days N or both.');
  const today = calendarDateOf(now);
  const changes: { free_usage_until?: string; subscription_until?: string } = {};
  if (free !== undefined)
    changes.free_usage_until = extendedUntil(null, today, wholeDays(free, 'free-days', 0));
  if (subscription !== undefined)
    changes.subscription_until = extendedUntil(null, today, wholeDays(subscription, 'subscription-days', 0));
  if (!(await setPlanDaysByEmail(db, email, changes)))
    throw new AdminError(`No account has the e-mail address ${email}.`);
  const parts = [
    ...(free !== undefined
      ? [`${Number(free)} days of free usage left (to ${changes.free_usage_until})`]
      : []),
    ...(subscription !== undefined
      ? [`${Number(subscription)} days of subscription left (to ${changes.subscription_until})`]
      : []),
  ];
  return `${email}: ${parts.join(', ')}.`;
}
