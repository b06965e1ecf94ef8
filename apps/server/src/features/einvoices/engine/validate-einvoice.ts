// Every e-invoice is checked before it leaves (docs/decisions/0320): against its format's XML schema
// (xmllint-wasm) and the EN 16931 business rules, plus XRechnung's for that flavour (SaxonJS, in a
// worker thread). Any failed schema check or fatal rule makes it a problem; warnings do not.
import type { EInvoiceFormat } from '@tradebook/domain/einvoices/einvoice-formats';
import type { EInvoiceProblem } from '@tradebook/domain/einvoices/einvoice.schemas';
import { checkSchema } from './check-schema';
import { FORMAT_SPECS } from './einvoice-formats';
import { problemOfRule } from './rule-messages';
import { isFatal, type RuleFailure } from './rule-sets';
import { checkBusinessRules } from './rules-pool';

export interface Validation {
  problems: EInvoiceProblem[];
  /** Every failed assertion, warnings included (tests read them). */
  failures: RuleFailure[];
}

export async function validateEInvoice(
  xml: string,
  format: EInvoiceFormat,
  typeCode: '380' | '381',
  run: (
    set: Parameters<typeof checkBusinessRules>[0],
    xml: string,
  ) => Promise<RuleFailure[]> = checkBusinessRules,
): Promise<Validation> {
  const spec = FORMAT_SPECS[format];
  const schemaErrors = (await Promise.all(spec.schemas(typeCode).map((set) => checkSchema(set, xml)))).flat();
  const failures = (await Promise.all(spec.rules.map((set) => run(set, xml)))).flat();
  const problems: EInvoiceProblem[] = schemaErrors.map((error) => ({
    place: 'invoice',
    field: '',
    message: `The e-invoice does not match its XML schema: ${error}`,
    rule: 'XSD',
  }));
  const seen = new Set<string>();
  for (const failure of failures.filter(isFatal)) {
    const found = problemOfRule(failure);
    const key = `${found.place}/${found.field}/${found.message}`;
    if (!seen.has(key)) problems.push(found);
    seen.add(key);
  }
  return { problems, failures };
}
