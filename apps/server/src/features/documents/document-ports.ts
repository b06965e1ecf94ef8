// What the document engine and its kinds ask of the features around documents, through the app
// context's ports (app-context.ts; filled by feature-ports.ts): the client's link an e-mail carries
// (client-links/) and the Factur-X PDF an e-mail may carry instead of the plain one (einvoices/).
// docs/decisions/0340-floors-of-the-server.md.
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import type { DocumentKind } from './document-kind';
import type { DocumentRow } from './document-rows';

declare module '../../app-context' {
  interface FeaturePorts {
    /** The document's link for its client, made when it has none (client-links/issue-client-link.ts). */
    issueClientLink(ctx: AppContext, owner: OwnerId, document: { id: number }): Promise<{ url: string }>;
    /** The Factur-X PDF when the owner chose it for e-mails, else undefined (einvoices/einvoice-mail-file.ts). */
    einvoiceMailFile(
      ctx: AppContext,
      owner: OwnerId,
      kind: DocumentKind,
      row: DocumentRow,
    ): Promise<{ filename: string; content: Buffer } | undefined>;
  }
}
