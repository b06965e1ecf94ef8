// The owner's own e-mails follow the owner's language (docs/decisions/0389): the address confirmation of a
// French sign-up and the password reset of an owner who chose German, through a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { registerUser, signedInUser } from '../../../test/factories';
import { parseMail } from '../../../test/mime';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';
import { buildTestApp, type TestApp } from '../../../test/test-app';

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

const mailTo = (address: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => parseMail(mail.raw))
    .at(-1);

describe("the owner's own e-mails", () => {
  it('confirms the address of a French sign-up in French', async () => {
    const { email } = await registerUser(t.app, { language: 'fr' }, { unconfirmed: true });
    await t.settle();
    const mail = mailTo(email);
    expect(mail?.header('subject')).toBe('Confirmez votre adresse e-mail pour Tradebook');
    expect(mail?.text).toContain(
      "en ouvrant ce lien d'ici 7 jours :\nhttp://tradebook.test/verify-email?token=",
    );
  });

  it('sends the password reset of an owner who chose German in German, and English to an English owner', async () => {
    const german = await signedInUser(t.app);
    const chosen = await postCall(t.app, german.auth, 'update_language', { language: 'de' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const english = await signedInUser(t.app);
    for (const email of [german.email, english.email]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v3/forgot_password', payload: { email } });
      expect(res.statusCode).toBe(200);
    }
    await t.settle();
    const inGerman = mailTo(german.email);
    expect(inGerman?.header('subject')).toBe('Setzen Sie Ihr Tradebook-Passwort zurück');
    expect(inGerman?.text).toContain('öffnen Sie diesen Link innerhalb von 60 Minuten:');
    expect(mailTo(english.email)?.header('subject')).toBe('Reset your Tradebook password');
    expect(mailTo(english.email)?.text).toContain('open this link within 60 minutes:');
  });
});
