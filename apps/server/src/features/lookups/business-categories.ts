// The trades a business can choose from at sign-up. Ids are stored on profiles: never renumber or reuse
// one; add new trades at the end (the list is answered sorted by name, with 'Other' last, whatever the id).
import type { BusinessCategory } from '@tradebook/domain/lookups/lookups.schemas';

export type { BusinessCategory };

const CATEGORY_NAMES = [
  'Accounting & bookkeeping',
  'Architecture',
  'Beauty & hairdressing',
  'Building & construction',
  'Carpentry & joinery',
  'Catering',
  'Cleaning',
  'Consulting',
  'Design & creative',
  'Electrical',
  'Engineering',
  'Events',
  'Fitness & coaching',
  'Gardening & landscaping',
  'Healthcare',
  'IT & software',
  'Legal services',
  'Marketing',
  'Painting & decorating',
  'Photography',
  'Plumbing & heating',
  'Property & lettings',
  'Removals & logistics',
  'Retail',
  'Roofing',
  'Tutoring & education',
  'Transport & taxi',
  'Translation',
  'Web development',
  'Other',
] as const;

const OTHER = 'Other';

const BUSINESS_CATEGORIES: readonly BusinessCategory[] = CATEGORY_NAMES.map((name, position) => ({
  id: position + 1,
  name,
})).sort((a, b) => (a.name === OTHER ? 1 : b.name === OTHER ? -1 : a.name.localeCompare(b.name, 'en')));

/** Every category, sorted by name, 'Other' last. */
export function listBusinessCategories(): readonly BusinessCategory[] {
  return BUSINESS_CATEGORIES;
}

/** A category by id (7 or '7'); undefined when there is none. */
export function findBusinessCategory(id: number | string | null | undefined): BusinessCategory | undefined {
  if (id === null || id === undefined) return undefined;
  const numeric = typeof id === 'number' ? id : /^\s*\d+\s*$/.test(id) ? Number(id) : NaN;
  return BUSINESS_CATEGORIES.find((category) => category.id === numeric);
}
