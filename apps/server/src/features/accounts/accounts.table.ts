import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_lower: string;
  password_hash: string;
  fullname: string;
  country_id: number;
  currency_id: number;
  language: string;
  user_type: string;
  company_name: string | null;
  companytype: string | null;
  business_category_id: number | null;
  logo_file: string | null;
  postal_address: string | null;
  street2: string | null;
  state: string | null;
  zip: string | null;
  phone1: string | null;
  phone2: string | null;
  website: string | null;
  /** Town or city (migration 20261204T0900-einvoices). */
  city: Generated<string | null>;
  /** YYYY-MM-DD: the last day of free usage. */
  free_usage_until: string;
  /** YYYY-MM-DD: the last day of the paid subscription, null when never subscribed. */
  subscription_until: string | null;
  /** Extra free days had from vouchers and referrals, at most 180 (EXTRA_FREE_DAYS_CAP). */
  extra_free_days: Generated<number>;
  /** When the account's e-mail address was confirmed; null until then (migration
   * 20261205T1000-email-verification, ADR 0327). */
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The open confirmation link of a user's e-mail address: one row per user, only the token's hash. */
export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  hits: number;
}

/** One row per e-mail address and IP pair with failed sign-ins (login-throttle.ts). */
export interface LoginThrottlesTable {
  /** `<e-mail, lower case> <IP>` */
  key: string;
  /** Failed (or still running) attempts since the last success or a day of quiet. */
  failures: number;
  /** ISO time before which the pair's next attempt is refused (429). */
  next_attempt_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    users: UsersTable;
    sessions: SessionsTable;
    password_resets: PasswordResetsTable;
    email_verifications: EmailVerificationsTable;
    rate_limits: RateLimitsTable;
    login_throttles: LoginThrottlesTable;
  }
}
