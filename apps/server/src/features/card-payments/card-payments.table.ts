// The business's own card payments as the database holds them (db/migrations/20261201T0900-client-links.ts;
// docs/decisions/0308): its Stripe key, sealed with the server's key, and each Checkout Session made for
// a client paying one of its invoices.
import type { Generated } from 'kysely';

export interface StripeAccountsTable {
  user_id: number;
  /** AES-256-GCM over the key, bound to the owner (secrets/keyring.ts). */
  secret_key_sealed: string;
  key_last4: string;
  /** 'live' or 'test'. */
  mode: string;
  connected_at: string;
}

export interface CardCheckoutsTable {
  id: Generated<number>;
  user_id: number;
  document_id: number;
  /** Stripe's Checkout Session id; null only between our insert and Stripe's answer. */
  session_id: string | null;
  /** What the session charges, in the app's cents, as the server decided it. */
  amount_minor: number;
  /** ISO 4217, e.g. 'GBP'. */
  currency_code: string;
  created_at: string;
  /** Set by the one update that finds it null: the session's payment is recorded once. */
  recorded_at: string | null;
  /** Set when the session was expired (replaced by another amount): never offered again (migration
   * 20261205T0900-card-checkout-sessions; docs/decisions/0325). */
  expired_at: string | null;
  /** What the recorded payment came to: 'paid', 'overpaid', 'voided' or 'credited'; null before. */
  outcome: CheckoutOutcome | null;
  /** The SHA-256 of the client link the payment was started from (null for older rows). */
  link_token_hash: string | null;
  /** The part paid beyond what was due, in cents (0 unless overpaid). */
  overpaid_minor: Generated<number>;
}

export type CheckoutOutcome = 'paid' | 'overpaid' | 'voided' | 'credited';

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    stripe_accounts: StripeAccountsTable;
    card_checkouts: CardCheckoutsTable;
  }
}
