// A French client's payment reminders (docs/decisions/0389): subject, greeting, the default message the
// owner kept, the facts and the closing in French, with ICU plurals ('dans 3 jours', 'en retard de 1
// jour') and the amount and dates as French writes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { parseMail } from '../../../test/mime';
import { keepSignedIn, liveThrough, morningOf } from '../../../test/recurring';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { DEFAULT_REMINDERS } from '@tradebook/domain/reminders/reminder-settings.schemas';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe("a French client's reminders", () => {
  it('are written in French, with plural days, the amount and the dates as French writes them', async () => {
    t.setNow(morningOf('2028-03-01'));
    const owner = await signedInUser(t.app);
    keepSignedIn(owner);
    const { auth } = owner;
    const [before, , after] = DEFAULT_REMINDERS;
    const settings = await postCall(t.app, auth, 'reminder_settings/post', {
      reminders: [before, { ...after, days: 1 }],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const client = await createClient(t.app, auth, {
      full_name: 'Marie Dubois',
      email: 'marie@dubois.fr',
      language: 'fr',
    });
    const invoice = await createInvoice(
      t.app,
      auth,
      invoiceExample(client.id, { invoice_date: '2028-03-01' }),
    );
    const sent = await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    expect(sent.statusCode).toBe(200);
    await t.settle();
    const start = smtp.received.length;

    // Due on 15 March: the first 3 days before, the second 1 day after.
    await liveThrough([t], '2028-03-12', '2028-03-12');
    await liveThrough([t], '2028-03-16', '2028-03-16');
    const mails = smtp.received.slice(start).map((mail) => parseMail(mail.raw));
    const number = invoice.invoice_number;
    expect(mails.map((mail) => mail.header('subject'))).toEqual([
      `Rappel : la facture ${number} de Alex Baker est à régler dans 3 jours (15 mars 2028)`,
      `Rappel : la facture ${number} de Alex Baker est en retard de 1 jour (échéance le 15 mars 2028)`,
    ]);
    const [soon, late] = mails.map((mail) => spaced(mail.text));
    for (const expected of [
      'Bonjour Marie Dubois,',
      'Un petit rappel : la facture ci-dessous arrive bientôt à échéance.',
      `Facture : ${number}`,
      'Montant dû : 82,58 £',
      'Échéance : 15 mars 2028',
      'Statut : Envoyé',
      'Consultez-la et réglez-la ici : http',
      'Cordialement,',
    ]) {
      expect(soon, expected).toContain(expected);
    }
    expect(late).toContain('La facture ci-dessous est désormais en retard.');
    expect(late).toContain('Statut : En retard');
    expect(`${soon}${late}`).not.toMatch(/Dear|Amount due|Kind regards/);
  });
});
