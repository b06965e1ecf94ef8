// HMRC's self-employment expense categories (the boxes of the SA103F form and the names of HMRC's
// self-employment API) and the default category of each of our expense categories
// (docs/decisions/0375-income-tax-figures.md). Business entertainment and depreciation are reported but
// not allowable: they are added back, so they never lower the profit.
import { EXPENSE_CATEGORIES } from '../expenses/expense-categories';

export const HMRC_CATEGORIES = [
  { key: 'costOfGoods', name: 'Cost of goods bought for resale or goods used', allowable: true },
  {
    key: 'paymentsToSubcontractors',
    name: 'Construction industry: payments to subcontractors',
    allowable: true,
  },
  { key: 'wagesAndStaffCosts', name: 'Wages, salaries and other staff costs', allowable: true },
  { key: 'carVanTravelExpenses', name: 'Car, van and travel expenses', allowable: true },
  { key: 'premisesRunningCosts', name: 'Rent, rates, power and insurance costs', allowable: true },
  { key: 'maintenanceCosts', name: 'Repairs and maintenance of property and equipment', allowable: true },
  { key: 'adminCosts', name: 'Phone, fax, stationery and other office costs', allowable: true },
  { key: 'advertisingCosts', name: 'Advertising costs', allowable: true },
  { key: 'businessEntertainmentCosts', name: 'Business entertainment costs', allowable: false },
  { key: 'interestOnBankOtherLoans', name: 'Interest on bank and other loans', allowable: true },
  { key: 'financeCharges', name: 'Bank, credit card and other financial charges', allowable: true },
  { key: 'irrecoverableDebts', name: 'Irrecoverable debts written off', allowable: true },
  { key: 'professionalFees', name: 'Accountancy, legal and other professional fees', allowable: true },
  { key: 'depreciation', name: 'Depreciation and loss or profit on sale of assets', allowable: false },
  { key: 'otherExpenses', name: 'Other business expenses', allowable: true },
] as const;

export type HmrcCategoryKey = (typeof HMRC_CATEGORIES)[number]['key'];
export const HMRC_CATEGORY_KEYS = HMRC_CATEGORIES.map((category) => category.key) as [
  HmrcCategoryKey,
  ...HmrcCategoryKey[],
];

const DEFAULTS_BY_NAME: Record<string, HmrcCategoryKey> = {
  'Advertising and marketing': 'advertisingCosts',
  'Bank and card charges': 'financeCharges',
  'Equipment and tools': 'otherExpenses',
  Fuel: 'carVanTravelExpenses',
  Insurance: 'premisesRunningCosts',
  'Materials and stock': 'costOfGoods',
  'Meals and entertainment': 'businessEntertainmentCosts',
  'Office supplies': 'adminCosts',
  'Phone and internet': 'adminCosts',
  'Postage and delivery': 'adminCosts',
  'Professional fees': 'professionalFees',
  'Rent and rates': 'premisesRunningCosts',
  'Repairs and maintenance': 'maintenanceCosts',
  'Software and subscriptions': 'adminCosts',
  Subcontractors: 'paymentsToSubcontractors',
  Training: 'otherExpenses',
  Travel: 'carVanTravelExpenses',
  Utilities: 'premisesRunningCosts',
  'Vehicle costs': 'carVanTravelExpenses',
  Other: 'otherExpenses',
};

/** The HMRC category an expense category goes to until the owner chooses another: by its name. */
export function defaultHmrcCategory(categoryId: number): HmrcCategoryKey {
  const name = EXPENSE_CATEGORIES.find((category) => category.id === categoryId)?.name ?? 'Other';
  return DEFAULTS_BY_NAME[name] ?? 'otherExpenses';
}

export function hmrcCategory(key: string) {
  return HMRC_CATEGORIES.find((category) => category.key === key);
}
