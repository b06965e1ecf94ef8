/** Export links that have been opened: a link opens once (download-links.ts). */
export interface UsedDownloadLinksTable {
  /** SHA-256 of the link's signed path and expiry, never the link itself. */
  digest: string;
  used_at: string;
  expires_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../db/schema' {
  interface Database {
    used_download_links: UsedDownloadLinksTable;
  }
}
