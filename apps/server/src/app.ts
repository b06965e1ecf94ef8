// Builds the Fastify app: shared HTTP behaviour first (errors, bodies, headers, OpenAPI), then each
// feature, registered explicitly, in a public scope or in the authenticated scope. server.ts runs it;
// tests build the very same app and call it with inject().
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { HealthSchema } from '@tradebook/domain/api/health.schemas';
import type { AppContext } from './app-context';
import { pingDatabase } from './db/database';
import { accountsPublicRoutes, accountsRoutes } from './features/accounts/accounts.routes';
import { actAsBusiness } from './features/accountants/act-as-business';
import { accountantsRoutes } from './features/accountants/accountants.routes';
import { authenticate, decorateSignedInUser } from './features/accounts/signed-in-user';
import { creditNoteExportsRoutes } from './features/credit-notes/credit-note-exports.routes';
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import { creditNoteKind } from './features/credit-notes/credit-note-kind';
import { creditNotesRoutes } from './features/credit-notes/credit-notes.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { exchangeRateRoutes } from './features/documents/exchange-rate.routes';
import { lookupsRoutes } from './features/lookups/lookups.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { invoiceAttachmentsRoutes } from './features/invoices/invoice-attachments.routes';
import { expenseDownloadRoutes, expenseExportsRoutes } from './features/expenses/expense-exports.routes';
import { receiptsRoutes } from './features/receipts/receipts.routes';
import { expensesRoutes } from './features/expenses/expenses.routes';
import { invoiceExportsRoutes } from './features/invoices/invoice-exports.routes';
import { invoiceKind } from './features/invoices/invoice-kind';
import { invoiceLifecycleRoutes } from './features/invoices/invoice-lifecycle.routes';
import { paymentChangeRoutes } from './features/invoices/payment-changes.routes';
import { invoiceLinesRoutes } from './features/invoices/invoice-lines.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { quotationAttachmentsRoutes } from './features/quotations/quotation-attachments.routes';
import { documentDownloadRoutes } from './features/documents/document-downloads.routes';
import { documentEmailsRoutes, emailRetryRoutes } from './features/documents/document-emails.routes';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import { quotationKind } from './features/quotations/quotation-kind';
import { quotationEmailRoutes } from './features/quotations/quotation-email.routes';
import { quotationExportsRoutes } from './features/quotations/quotation-exports.routes';
import { quotationLifecycleRoutes } from './features/quotations/quotation-lifecycle.routes';
import { quotationLinesRoutes } from './features/quotations/quotation-lines.routes';
import { quotationsRoutes } from './features/quotations/quotations.routes';
import { clientsRoutes } from './features/clients/clients.routes';
import { itemsRoutes } from './features/items/items.routes';
import { importsRoutes } from './features/imports/imports.routes';
import { einvoicesRoutes } from './features/einvoices/einvoices.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { taxSettingsRoutes } from './features/tax/tax-settings.routes';
import { vatReturnRoutes } from './features/tax/vat-return.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { reportExportsRoutes } from './features/reports/report-exports.routes';
import { periodPackDownloadRoutes, periodPackRoutes } from './features/period-pack/period-pack.routes';
import { stripeWebhookRoutes } from './features/subscriptions/stripe-webhook.routes';
import { cardPaymentRoutes, stripeKeyRoutes } from './features/card-payments/card-payments.routes';
import { clientLinkOwnerRoutes } from './features/client-links/client-link-owner.routes';
import { clientPageRoutes } from './features/client-links/client-page.routes';
import { notificationsRoutes } from './features/document-events/notifications.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { filesRoutes } from './files/files.routes';
import { revokeLinksRoutes } from './files/revoke-links.routes';
import { decorateAuth, requireAuthentication } from './http/auth';
import { registerBodyParsing } from './http/body-parsing';
import { registerErrorHandling } from './http/error-handler';
import { addMessageGroups } from './http/message-codes';
import { USED_LINK_MESSAGE } from './exports/download-links';
import { IMAGE_MESSAGES } from './files/images';
import { PDF_BUSY_MESSAGE } from './pdf/pdf-pool';
import { READ_MESSAGES } from './features/einvoices/engine/read-messages';
import { RECEIPT_MESSAGES } from './features/receipts/receipt-messages';
import { registerOpenApi } from './http/openapi';
import { OneLineRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { serializerCompiler } from './http/serializer';
import { registerStaticWeb } from './http/static-web';
import { defineMailDelivery } from './mail/outbox';
import { recordFailedEmail } from './features/documents/record-failed-email';
import { connectFeaturePorts } from './feature-ports';
import { testClockRoutes } from './jobs/test-clock';
import { defineRecurringJobs } from './features/recurring/recurring-jobs';
import { recurringRoutes } from './features/recurring/recurring.routes';
import { defineReminderJobs } from './features/reminders/send-reminders';
import { defineBackupJobs } from './backup/nightly-backup';
import { remindersRoutes } from './features/reminders/reminders.routes';
import { registerMetrics } from './metrics/metrics.routes';
import { SERVER_ROOT } from './server-paths';

export const WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

export async function buildApp(
  ctx: AppContext,
  options: { webDist?: string | null } = {},
): Promise<FastifyInstance> {
  // What a feature asks of one on a higher floor (feature-ports.ts).
  connectFeaturePorts(ctx);
  // The jobs this app runs (jobs/jobs.ts); the server starts taking them once it listens.
  defineMailDelivery(ctx, { onDocumentMailFailed: (mail) => recordFailedEmail(ctx, mail) });
  defineRecurringJobs(ctx);
  defineReminderJobs(ctx);
  defineBackupJobs(ctx);

  const app = Fastify({
    loggerInstance: ctx.logger,
    // Each request is logged once, on completion (http/request-log.ts).
    logController: new OneLineRequestLog(),
    // Off unless TRUST_PROXY says a reverse proxy sets X-Forwarded-For; otherwise anyone could pick
    // the address that rate limits count.
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A path parameter may be as long as a URL Node takes (16 KB of headers): a longer one than the
    // default 100 characters (a client link's token pasted with junk after it) reaches its route and is
    // answered there (404), rather than by the router's bare 414 without our envelope and headers.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Mobile clients post forms with [] suffixes and empty parts; keep parsing lenient, validation strict.
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before every route, so each one's requests are counted (GET /metrics, METRICS_TOKEN).
  registerMetrics(app, ctx);

  const webDist = options.webDist === undefined ? WEB_DIST : options.webDist;
  const serveSpa = webDist ? await registerStaticWeb(app, webDist) : false;
  // The codes of the refusal messages of the rooms above http: files, exports, pdf, features (ADR 0380).
  addMessageGroups({
    image: IMAGE_MESSAGES,
    export: { usedLink: USED_LINK_MESSAGE },
    pdf: { busy: PDF_BUSY_MESSAGE },
    receipt: RECEIPT_MESSAGES,
    einvoice_read: READ_MESSAGES,
  });
  registerErrorHandling(app, { serveSpa });
  registerSecurityHeaders(app);
  await registerBodyParsing(app);
  await registerOpenApi(app, ctx.config.publicUrl);
  decorateAuth(app);

  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const up = await pingDatabase(ctx.db);
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );

  // Public calls.
  await app.register(lookupsRoutes);
  await app.register(accountsPublicRoutes(ctx));
  await app.register(filesRoutes(ctx));
  await app.register(documentDownloadRoutes(ctx, quotationKind));
  await app.register(documentDownloadRoutes(ctx, invoiceKind));
  await app.register(documentDownloadRoutes(ctx, creditNoteKind));
  await app.register(expenseDownloadRoutes(ctx));
  await app.register(periodPackDownloadRoutes(ctx));
  await app.register(stripeWebhookRoutes(ctx));
  if (ctx.testClock) await app.register(testClockRoutes(ctx, ctx.testClock));
  // The client's page of a document (PUBLIC_URL/d/<token>): the link's token is the credential.
  await app.register(clientPageRoutes(ctx));
  await app.register(cardPaymentRoutes(ctx));

  // Calls of a signed-in user: the scope's hook answers 401 before any handler runs.
  await app.register(async (authed) => {
    decorateSignedInUser(authed);
    requireAuthentication(authed, (token, request) => authenticate(ctx, token, request));
    // An accountant reads a business read-only: one check for every call below (ADR 0379).
    actAsBusiness(authed, ctx);
    await authed.register(accountsRoutes(ctx));
    await authed.register(accountantsRoutes(ctx));
    await authed.register(profileRoutes(ctx));
    await authed.register(revokeLinksRoutes(ctx));
    await authed.register(settingsRoutes(ctx));
    await authed.register(taxSettingsRoutes(ctx));
    await authed.register(vatReturnRoutes(ctx));
    await authed.register(reportsRoutes(ctx));
    await authed.register(reportExportsRoutes(ctx));
    await authed.register(periodPackRoutes(ctx));
    await authed.register(einvoicesRoutes(ctx));
    await authed.register(itemsRoutes(ctx));
    await authed.register(clientsRoutes(ctx));
    await authed.register(importsRoutes(ctx));
    await authed.register(quotationsRoutes(ctx));
    await authed.register(quotationLinesRoutes(ctx));
    await authed.register(quotationLifecycleRoutes(ctx));
    await authed.register(quotationAttachmentsRoutes(ctx));
    await authed.register(quotationEmailRoutes(ctx));
    await authed.register(quotationExportsRoutes(ctx));
    await authed.register(invoicesRoutes(ctx));
    await authed.register(invoiceLinesRoutes(ctx));
    await authed.register(invoiceLifecycleRoutes(ctx));
    await authed.register(paymentChangeRoutes(ctx));
    await authed.register(invoiceAttachmentsRoutes(ctx));
    await authed.register(invoiceExportsRoutes(ctx));
    await authed.register(creditNotesRoutes(ctx));
    await authed.register(creditNoteExportsRoutes(ctx));
    await authed.register(expensesRoutes(ctx));
    await authed.register(expenseExportsRoutes(ctx));
    await authed.register(receiptsRoutes(ctx));
    await authed.register(subscriptionsRoutes(ctx));
    await authed.register(dashboardRoutes(ctx));
    await authed.register(exchangeRateRoutes(ctx));
    await authed.register(documentEmailsRoutes(ctx, quotationKind, QUOTATION_MESSAGES.quotationIdRequired));
    await authed.register(documentEmailsRoutes(ctx, invoiceKind, INVOICE_MESSAGES.invoiceIdRequired));
    await authed.register(
      documentEmailsRoutes(ctx, creditNoteKind, CREDIT_NOTE_MESSAGES.creditNoteIdRequired),
    );
    await authed.register(emailRetryRoutes(ctx));
    await authed.register(recurringRoutes(ctx));
    await authed.register(remindersRoutes(ctx));
    await authed.register(clientLinkOwnerRoutes(ctx));
    await authed.register(notificationsRoutes(ctx));
    await authed.register(stripeKeyRoutes(ctx));
  });

  return app;
}
