import { describe, expect, it } from 'vitest';
import { paypalMeLink, paypalMeName } from './paypal-link';

describe('PayPal.me links with the amount', () => {
  it.each([
    ['paypal.me/AcmeLtd', 'AcmeLtd'],
    ['https://paypal.me/AcmeLtd', 'AcmeLtd'],
    ['https://www.paypal.me/AcmeLtd/', 'AcmeLtd'],
    ['http://www.paypal.com/paypalme/acme2', 'acme2'],
    ['  PayPal.Me/acme?locale.x=en_GB ', 'acme'],
  ])('reads the name of %s', (setting, name) => {
    expect(paypalMeName(setting)).toBe(name);
  });

  it.each([
    'acme@example.com',
    'AcmeLtd',
    'https://evil.example/paypal.me/acme',
    'paypal.me/acme"><script>',
    'paypal.me/acme/10GBP',
    'paypal.me/',
  ])('gives no link for %s', (setting) => {
    expect(paypalMeLink(setting, 1000, 'GBP')).toBeUndefined();
  });

  it('puts the amount and the currency after the name', () => {
    expect(paypalMeLink('paypal.me/AcmeLtd', 5258, 'GBP')).toBe('https://paypal.me/AcmeLtd/52.58GBP');
    expect(paypalMeLink('paypal.me/AcmeLtd', 100000, 'EUR')).toBe('https://paypal.me/AcmeLtd/1000.00EUR');
  });

  it('gives no link when nothing is due', () => {
    expect(paypalMeLink('paypal.me/AcmeLtd', 0, 'GBP')).toBeUndefined();
  });
});
