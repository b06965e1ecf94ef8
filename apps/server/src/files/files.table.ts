export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** The link epoch of each user who has revoked their links (link-epochs.repository.ts); a user without a
 * row is at epoch 0. */
export interface FileLinkEpochsTable {
  user_id: number;
  epoch: number;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../db/schema' {
  interface Database {
    app_secrets: AppSecretsTable;
    file_link_epochs: FileLinkEpochsTable;
  }
}
