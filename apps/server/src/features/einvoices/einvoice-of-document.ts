// A document of ours as an e-invoice (src/einvoice/einvoice-document.ts): its own figures as stored
// (computed by the domain's calculateTotals), joined with the business's profile and settings and the
// client. The type code and the invoice a credit note corrects are parameters, which
// einvoice-kind-options.ts reads from the kind: '381' and its invoice for a credit note (docs/decisions/0318).
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { businessNameOf } from '@tradebook/domain/documents/document-mail';
import { discountLabel } from '@tradebook/domain/money/percent';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import type { EInvoiceDocument } from './engine/einvoice-document';
import { getClient } from '../clients/clients.service';
import type { DocumentRow, LineRow } from '../documents/document-rows';
import { documentLines } from '../documents/read-documents';
import { toBusinessMinor } from '@tradebook/domain/money/exchange-rate';
import { currencyById } from '../lookups/currencies';
import { findCountry } from '../lookups/countries';
import { getProfile } from '../profile/profile.service';
import { getEInvoiceSettings } from '../settings/einvoice-settings.service';
import { getBankSettings, getTaxSettings } from '../settings/settings.service';

const known = (value: string | null | undefined) =>
  value && value.trim() !== '' && value !== NOT_AVAILABLE ? value.trim() : '';

export interface EInvoiceKindOptions {
  typeCode: '380' | '381';
  precedingInvoice?: { number: string; issueDate: string };
}

function buyerOf(client: Client): EInvoiceDocument['buyer'] {
  const endpoint =
    known(client.einvoice_scheme) && known(client.einvoice_address)
      ? { scheme: client.einvoice_scheme, id: client.einvoice_address }
      : { scheme: 'EM', id: client.email };
  return {
    name: known(client.business_name) || client.full_name,
    address: {
      line1: known(client.postal_address) || known(client.street1),
      line2: known(client.street2),
      city: known(client.city),
      postCode: known(client.zip),
      subdivision: known(client.state),
      countryCode: findCountry(known(client.country))?.code ?? '',
    },
    vatId: known(client.vat_number).replace(/\s+/g, '').toUpperCase(),
    reference: known(client.buyer_reference),
    endpoint,
    contact: { name: client.full_name, email: client.email, phone: known(client.phone1) },
  };
}

export async function einvoiceOfDocument(
  ctx: AppContext,
  owner: OwnerId,
  row: DocumentRow,
  options: EInvoiceKindOptions,
  knownParts: { lines?: LineRow[]; client?: Client } = {},
): Promise<EInvoiceDocument> {
  const lines = knownParts.lines ?? (await documentLines(ctx, owner, row.id));
  const client = knownParts.client ?? (await getClient(ctx, owner, row.client_id));
  const profile = await getProfile(ctx, owner);
  const tax = await getTaxSettings(ctx, owner);
  const bank = await getBankSettings(ctx, owner);
  const settings = await getEInvoiceSettings(ctx, owner);
  const address = profile.address_details;
  const taxes = [
    { name: row.tax1_name || 'Tax', percentMilli: row.tax1_percent_milli, amountMinor: row.tax1_minor },
    { name: row.tax2_name || 'Tax', percentMilli: row.tax2_percent_milli, amountMinor: row.tax2_minor },
  ].filter((line) => line.percentMilli > 0);
  const iban = bank.is_international_banking_info_enable ? known(bank.iban_number) : '';
  const accountNumber = bank.is_banking_info_available ? known(bank.account_number) : '';
  return {
    typeCode: options.typeCode,
    number: row.number,
    issueDate: row.document_date,
    dueDate: row.due_date,
    precedingInvoice: options.precedingInvoice,
    currency: currencyById(row.currency_id)?.code ?? '',
    vatAccounting: vatAccountingOf(row, Number(profile.currency_id), taxes),
    notes: row.notes,
    seller: {
      name: businessNameOf(profile),
      address: {
        line1: known(address.postal_address),
        line2: known(address.street2),
        city: known(address.city),
        postCode: known(address.zip),
        subdivision: known(address.state),
        countryCode: findCountry(profile.country_id)?.code ?? '',
      },
      vatId: known(tax.tax_number).replace(/\s+/g, '').toUpperCase(),
      taxRegistrationId: known(settings.tax_registration_id),
      legalRegistrationId: known(tax.registration_number),
      vatExemptionReason: known(settings.vat_exemption_reason),
      endpoint:
        settings.endpoint_scheme && settings.endpoint_id
          ? { scheme: settings.endpoint_scheme, id: settings.endpoint_id }
          : { scheme: 'EM', id: profile.email },
      contact: {
        name: profile.fullname,
        email: profile.email,
        phone: known(address.phone1) || known(address.phone2),
      },
    },
    buyer: buyerOf(client),
    lines: lines.map((line) => ({
      name: line.name,
      description: line.description,
      quantityMilli: line.quantity_milli,
      unitPriceMinor: line.unit_price_minor,
      lineTotalMinor: line.line_total_minor,
    })),
    itemsTotalMinor: row.items_total_minor,
    discount: {
      amountMinor: row.discount_minor,
      label: discountLabel(row.discount_type, row.discount_percent_milli),
    },
    subtotalMinor: row.subtotal_minor,
    taxes,
    totalMinor: row.total_minor,
    // A credit note's amounts are positive, as EN 16931 wants them: nothing of it was paid (BT-113 is
    // 0), so what is due (BT-115) is its total, owed to the client (docs/decisions/0319).
    paidMinor: options.typeCode === '381' ? 0 : row.paid_minor,
    payment: {
      accountName: bank.is_banking_info_available ? known(bank.accountant_name) : '',
      iban,
      bic: bank.is_international_banking_info_enable ? known(bank.swift_code) : '',
      accountNumber,
      branchCode: bank.is_banking_info_available ? known(bank.branch_code) : '',
    },
  };
}

/** BT-6 and BT-111 of a document in another currency than the business's, at the rate it keeps
 * (docs/decisions/0392); undefined in the business's own currency. */
function vatAccountingOf(
  row: DocumentRow,
  businessCurrencyId: number,
  taxes: ReadonlyArray<{ amountMinor: number }>,
): EInvoiceDocument['vatAccounting'] {
  const business = currencyById(businessCurrencyId)?.code;
  if (row.currency_id === businessCurrencyId || row.exchange_rate_micro === null || !business)
    return undefined;
  const vatMinor = taxes.reduce((sum, tax) => sum + tax.amountMinor, 0);
  return { currency: business, vatMinor: toBusinessMinor(vatMinor, row.exchange_rate_micro) };
}
