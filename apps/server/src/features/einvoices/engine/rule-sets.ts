// Where the vendored e-invoice artefacts live (apps/server/assets/einvoice, provenance and licences in
// its NOTICE.md) and which checks each set stands for.
import path from 'node:path';
import { SERVER_ROOT } from '../../../server-paths';

export const EINVOICE_ASSETS = path.join(SERVER_ROOT, 'assets/einvoice');

/** The business rules compiled to SaxonJS's form by scripts/compile-einvoice-rules.mjs. */
export const RULE_SETS = ['en16931-ubl', 'en16931-cii', 'xrechnung-ubl', 'xrechnung-cii'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

export const ruleSetFile = (set: RuleSet) => path.join(EINVOICE_ASSETS, 'compiled', `${set}.sef.json.gz`);

/** The XML schemas: UBL 2.1 (invoice and credit note), UN/CEFACT CII D16B, Factur-X 1.07.3 EN 16931. */
export const SCHEMA_SETS = ['ubl-invoice', 'ubl-credit-note', 'cii', 'facturx-en16931'] as const;
export type SchemaSet = (typeof SCHEMA_SETS)[number];

export const SCHEMA_FILES: Record<SchemaSet, { folder: string; main: string }> = {
  'ubl-invoice': { folder: 'ubl-2.1', main: 'maindoc/UBL-Invoice-2.1.xsd' },
  'ubl-credit-note': { folder: 'ubl-2.1', main: 'maindoc/UBL-CreditNote-2.1.xsd' },
  cii: { folder: 'cii-d16b', main: 'CrossIndustryInvoice_100pD16B.xsd' },
  'facturx-en16931': { folder: 'facturx-1.07.3', main: 'Factur-X_1.07.3_EN16931.xsd' },
};

/** One failed assertion of a rule set, as its SVRL report gives it. */
export interface RuleFailure {
  /** The rule's identifier: 'BR-CO-10', 'BR-DE-15', 'PEPPOL-EN16931-R010'. */
  id: string;
  /** 'fatal' or 'error' fail a document; 'warning' and 'information' do not. */
  flag: string;
  /** XPath of the element the rule looked at. */
  location: string;
  /** The rule's own wording. */
  text: string;
}

export const isFatal = (failure: RuleFailure) => failure.flag !== 'warning' && failure.flag !== 'information';
