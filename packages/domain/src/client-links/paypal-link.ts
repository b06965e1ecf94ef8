// A PayPal.me link with the amount in it (issue 15): PayPal.me takes the amount and the currency after
// the name (https://paypal.me/name/52.58GBP) and opens PayPal with them filled in. The owner's setting is
// "PayPal id or PayPal.me link": only a PayPal.me link (or PayPal's paypalme page) names an account this
// way; an e-mail address or another id is shown as text, never turned into a link.
import { minorToText } from '../money/money';

/** PayPal.me names: letters, digits (PayPal allows up to 20); checked so nothing else enters the URL. */
const NAME = /^[A-Za-z0-9]{1,20}$/;
const LINK = /^(?:https?:\/\/)?(?:www\.)?(?:paypal\.me|paypal\.com\/paypalme)\/([^/?#\s]+)\/?(?:[?#].*)?$/i;

/** The PayPal.me name of a setting, or undefined when it is not a PayPal.me link. */
export function paypalMeName(setting: string): string | undefined {
  const name = LINK.exec(setting.trim())?.[1];
  return name && NAME.test(name) ? name : undefined;
}

/** https://paypal.me/<name>/<amount><CUR>, or undefined when the setting is not a PayPal.me link or
 * nothing is due. */
export function paypalMeLink(setting: string, amountMinor: number, currencyCode: string): string | undefined {
  const name = paypalMeName(setting);
  if (!name || amountMinor <= 0 || !/^[A-Z]{3}$/.test(currencyCode)) return undefined;
  return `https://paypal.me/${name}/${minorToText(amountMinor)}${currencyCode}`;
}
