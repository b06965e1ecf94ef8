// Receipts made by the tests (issue 27): each from known data (vendor, date, lines, VAT, total), drawn as
// SVG text and rendered with sharp in a variety of looks: several fonts and sizes, a thermal printer's
// faint grey on a narrow roll, turned up to 5 degrees, blurred, saved as noisy JPEG, with a shadow
// across, or long. Deterministic: the same seed gives the same receipts.
import sharp from 'sharp';
import { minorToText } from '@tradebook/domain/money/money';

export interface KnownReceipt {
  vendor: string;
  /** YYYY-MM-DD. */
  date: string;
  totalMinor: number;
  vatMinor: number;
  netMinor: number;
  vatRate: number;
  currency: 'GBP' | 'EUR' | 'USD';
}

export interface ReceiptLook {
  font: string;
  size: number;
  thermal: boolean;
  degrees: number;
  blur: number;
  jpegQuality: number;
  shadow: boolean;
  long: boolean;
  dateStyle: 'dmy' | 'iso' | 'named' | 'dots';
}

const VENDORS = [
  'Corner Hardware Ltd',
  'Greenfield Garden Centre',
  'Bluebell Cafe',
  'Northside Builders Merchant',
  'City Office Supplies',
  'Harbour Fuel Station',
  'The Red Lion',
  'Parkway Plumbing Supplies',
  'Oakwood Timber Yard',
  'Riverside Stationers',
  'Metro Electrical Wholesale',
  'Sunrise Bakery',
  'Apex Tool Hire',
  'Westgate Pharmacy',
  'Kingsway Print Shop',
  'Maple Leaf Diner',
];
const ITEMS = [
  'Hammer',
  'Screws 4x40',
  'Paint 2.5L',
  'Coffee',
  'Sandwich',
  'Printer paper',
  'Cable 10m',
  'Sealant',
  'Gloves',
  'Diesel',
  'Brush set',
  'Tape',
  'Batteries AA',
  'Notebook',
  'Lunch',
  'Drill bits',
];
const FONTS = ['DejaVu Sans Mono', 'Liberation Mono', 'DejaVu Sans', 'Liberation Sans', 'DejaVu Serif'];
const SYMBOL = { GBP: '£', EUR: 'EUR ', USD: '$' } as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A small seeded random source (mulberry32). */
function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const money = (minor: number) => minorToText(minor);
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function dateText(iso: string, style: ReceiptLook['dateStyle']): string {
  const [y, m, d] = iso.split('-');
  if (style === 'iso') return iso;
  if (style === 'dots') return `${d}.${m}.${y}`;
  if (style === 'named') return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
  return `${d}/${m}/${y}`;
}

export interface MadeReceipt {
  known: KnownReceipt;
  look: ReceiptLook;
  lines: string[];
}

/** `count` receipts of known data and varied looks, from `seed`. */
export function makeReceipts(count: number, seed = 27): MadeReceipt[] {
  const random = randomOf(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const vendor = VENDORS[index % VENDORS.length] as string;
    const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const long = index % 7 === 3;
    const itemCount = long ? 18 + Math.floor(random() * 10) : 2 + Math.floor(random() * 4);
    const prices = Array.from({ length: itemCount }, () => 50 + Math.floor(random() * 4_950));
    const netMinor = prices.reduce((sum, price) => sum + price, 0);
    const vatRate = pick([20, 20, 5, 10, 19]);
    const vatMinor = Math.round((netMinor * vatRate) / 100);
    const currency = pick(['GBP', 'GBP', 'EUR', 'USD'] as const);
    const look: ReceiptLook = {
      font: FONTS[index % FONTS.length] as string,
      size: 16 + Math.floor(random() * 8),
      thermal: index % 3 === 1,
      degrees: Math.round((random() * 10 - 5) * 10) / 10,
      blur: index % 4 === 2 ? 0.6 + random() * 0.5 : 0,
      jpegQuality: index % 5 === 4 ? 25 + Math.floor(random() * 15) : 85,
      shadow: index % 6 === 5,
      long,
      dateStyle: pick(['dmy', 'iso', 'named', 'dots'] as const),
    };
    const sym = SYMBOL[currency];
    const width = 32;
    const row = (left: string, right: string) =>
      `${left}${' '.repeat(Math.max(1, width - left.length - right.length))}${right}`;
    const lines = [
      vendor.toUpperCase(),
      `${10 + index} High Street`,
      `VAT No GB${100000000 + index * 7919}`,
      `Date: ${dateText(date, look.dateStyle)}  ${String(8 + (index % 10)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}`,
      '',
      ...prices.map((price, i) => row(pick(ITEMS).slice(0, 18) + (i % 3 === 2 ? ' x2' : ''), money(price))),
      '',
      row('Subtotal', money(netMinor)),
      row(`VAT ${vatRate}%`, money(vatMinor)),
      row('TOTAL', `${sym}${money(netMinor + vatMinor)}`),
      '',
      row('Card', money(netMinor + vatMinor)),
      'Thank you for your custom',
    ];
    return {
      known: { vendor, date, totalMinor: netMinor + vatMinor, vatMinor, netMinor, vatRate, currency },
      look,
      lines,
    };
  });
}

function svgOf({ lines, look }: MadeReceipt): { svg: Buffer; width: number; height: number } {
  const lineHeight = Math.round(look.size * 1.45);
  const width = Math.round(look.size * 0.62 * 34 + 60);
  const height = lineHeight * (lines.length + 2);
  const ink = look.thermal ? '#555' : '#111';
  const paper = look.thermal ? '#f6f6f2' : '#ffffff';
  const texts = lines
    .map(
      (line, i) =>
        `<text x="30" y="${lineHeight * (i + 1.5)}" font-family="${look.font}" font-size="${look.size}" ` +
        `fill="${ink}" xml:space="preserve"${i === 0 ? ' font-weight="bold"' : ''}>${escapeXml(line)}</text>`,
    )
    .join('');
  const shadow = look.shadow
    ? `<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>` +
      `<stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#s)"/>`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${paper}"/>${texts}${shadow}</svg>`;
  return { svg: Buffer.from(svg), width, height };
}

/** The receipt as a photo: JPEG (or PNG when `png`). */
export async function renderReceipt(made: MadeReceipt, { png = false } = {}): Promise<Buffer> {
  const { svg } = svgOf(made);
  let image = sharp(svg, { density: 144 })
    .rotate(made.look.degrees, { background: '#8a8a8a' })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#8a8a8a' });
  if (made.look.blur > 0) image = image.blur(made.look.blur * 2);
  return png ? image.png().toBuffer() : image.jpeg({ quality: made.look.jpegQuality }).toBuffer();
}
