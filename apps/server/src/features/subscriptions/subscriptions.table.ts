import type { Generated } from 'kysely';

/** A package on sale (managed with `npm run admin`); the price is the server's, never the client's. */
export interface PackagesTable {
  id: Generated<number>;
  name: string;
  price_minor: number;
  /** ISO 4217, e.g. 'GBP'. */
  currency_code: string;
  days: number;
  /** 1 on sale, 0 withdrawn (kept: payments refer to it). */
  active: Generated<number>;
  created_at: string;
}

/** One Checkout Session we created, with the price and days it was created for. */
export interface SubscriptionPaymentsTable {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  /** Stripe's Checkout Session id; null only between our insert and Stripe's answer. */
  session_id: string | null;
  amount_minor: number;
  currency_code: string;
  days: number;
  /** 'open' until credited, then 'paid'. */
  status: string;
  created_at: string;
  /** Set by the one update that finds it null: the session's days are added once. */
  credited_at: string | null;
}

/** Webhook event ids already handled (Stripe retries and may deliver an event twice). */
export interface StripeEventsTable {
  event_id: string;
  type: string;
  received_at: string;
}

export interface VouchersTable {
  id: Generated<number>;
  /** Capitals (normaliseVoucherCode). */
  code: string;
  days: number;
  created_at: string;
}

export interface VoucherRedemptionsTable {
  voucher_id: number;
  user_id: number;
  days_added: number;
  created_at: string;
}

export interface ReferralInvitationsTable {
  id: Generated<number>;
  /** The inviter. */
  user_id: number;
  /** Lower case. */
  email: string;
  /** The `ref` of the sign-up link. */
  token: string;
  created_at: string;
  invitee_user_id: number | null;
  rewarded_days: number | null;
  rewarded_at: string | null;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    packages: PackagesTable;
    subscription_payments: SubscriptionPaymentsTable;
    stripe_events: StripeEventsTable;
    vouchers: VouchersTable;
    voucher_redemptions: VoucherRedemptionsTable;
    referral_invitations: ReferralInvitationsTable;
  }
}
