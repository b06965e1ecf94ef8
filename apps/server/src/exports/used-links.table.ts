/** Export links that have been opened: a link opens once (download-links.ts). */
export interface UsedDownloadLinksTable {
  /** SHA-256 of the link's signed path and expiry, never the link itself. */
  digest: string;
  used_at: string;
  expires_at: string;
}

export interface UsedDownloadLinksTables {
  used_download_links: UsedDownloadLinksTable;
}
