// The fields a clients or items import fills, and the column names other invoicing apps' exports give
// them (Invoice Ninja, FreshBooks and Zoho Invoice), so a file from one of them maps by itself
// (docs/decisions/0337).

export const IMPORT_KINDS = ['clients', 'items'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportField {
  /** The create_client / create_item field the column fills. */
  name: string;
  label: string;
  required: boolean;
  /** Header sets tried in order: the first whose every header is in the file is proposed (several
   * columns are joined with a space: first and last name). Compared lower case, '_' and '.' as spaces. */
  known: string[][];
}

const one = (...names: string[]) => names.map((name) => [name]);

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  clients: [
    {
      name: 'full_name',
      label: 'Full name',
      required: true,
      known: [
        ['contact first name', 'contact last name'],
        ['first name', 'last name'],
        ...one(
          'full name',
          'contact name',
          'contact first name',
          'first name',
          'display name',
          'client name',
        ),
        ...one('name', 'organization', 'company name'),
      ],
    },
    {
      name: 'email',
      label: 'Email',
      required: true,
      known: one('email', 'contact email', 'emailid', 'email id', 'email address', 'e-mail', 'client email'),
    },
    {
      name: 'business_name',
      label: 'Business name',
      required: false,
      known: one('business name', 'organization', 'company name', 'company', 'client name', 'name'),
    },
    {
      name: 'phone1',
      label: 'Phone',
      required: false,
      known: one('phone', 'contact phone', 'work phone', 'phone number', 'telephone', 'business phone'),
    },
    {
      name: 'phone2',
      label: 'Mobile',
      required: false,
      known: one('mobile', 'mobile phone', 'cell', 'cell phone', 'mobile number'),
    },
    { name: 'website', label: 'Website', required: false, known: one('website', 'web site', 'url') },
    {
      name: 'postal_address',
      label: 'Address',
      required: false,
      known: one(
        'address 1',
        'address1',
        'street',
        'billing address',
        'billing street',
        'address',
        'street 1',
      ),
    },
    {
      name: 'street2',
      label: 'Address line 2',
      required: false,
      known: one('address 2', 'address2', 'street2', 'street 2', 'billing street2', 'billing address 2'),
    },
    { name: 'city', label: 'City', required: false, known: one('city', 'billing city', 'town') },
    {
      name: 'state',
      label: 'State',
      required: false,
      known: one('state', 'province/state', 'billing state', 'province', 'region', 'county'),
    },
    {
      name: 'zip',
      label: 'Postal code',
      required: false,
      known: one('postal code', 'billing code', 'zip', 'zip code', 'postcode', 'billing zip'),
    },
    { name: 'country', label: 'Country', required: false, known: one('country', 'billing country') },
    {
      name: 'vat_number',
      label: 'VAT number',
      required: false,
      known: one('vat number', 'vat', 'vat id', 'tax number', 'tax registration number'),
    },
    { name: 'notes', label: 'Notes', required: false, known: one('notes', 'private notes', 'note') },
  ],
  items: [
    {
      name: 'name',
      label: 'Name',
      required: true,
      known: one('name', 'item name', 'product', 'product name', 'product key', 'item', 'title'),
    },
    {
      name: 'description',
      label: 'Description',
      required: false,
      known: one('description', 'notes', 'details', 'item description'),
    },
    {
      name: 'unit_price',
      label: 'Unit price',
      required: false,
      known: one('unit price', 'price', 'rate', 'unit cost', 'cost', 'selling price', 'item price'),
    },
    {
      name: 'quantity',
      label: 'Quantity',
      required: false,
      known: one('quantity', 'qty', 'default quantity'),
    },
    {
      name: 'type',
      label: 'Type',
      required: false,
      known: one('type', 'item type', 'product type', 'service type'),
    },
  ],
};

/** Field name -> the columns (0-based) it is read from, joined with a space; a field not listed is empty. */
export type ImportMapping = Record<string, number[]>;

/** 'Contact_First.Name ' -> 'contact first name'. */
export function normaliseHeader(header: string): string {
  return header.replace(/[_.]+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The mapping proposed for a file with these column names: each field gets its first known header set
 * found in the file; fields with none are left out. */
export function proposeMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const columnOf = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = normaliseHeader(header);
    if (key !== '' && !columnOf.has(key)) columnOf.set(key, index);
  });
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS[kind]) {
    for (const names of field.known) {
      const columns = names.map((name) => columnOf.get(name));
      if (columns.every((column) => column !== undefined)) {
        mapping[field.name] = columns as number[];
        break;
      }
    }
  }
  return mapping;
}

/** One row of a file read through a mapping: its number in the file and each field's text (blank cells
 * are left out, as a form leaves out a field nobody filled). */
export interface ImportRecord {
  line: number;
  values: Record<string, string | undefined>;
}
