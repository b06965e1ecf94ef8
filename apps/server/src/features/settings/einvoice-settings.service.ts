// The seller's e-invoice settings (Settings, E-invoices): electronic address, tax registration
// identifier, the reason no VAT is charged, and what the invoice e-mail carries. Defaults until saved:
// nothing set, the plain PDF attached.
import type {
  EInvoiceSettings,
  UpdateEInvoiceSettingsRequest,
} from '@tradebook/domain/einvoices/einvoice.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { findEInvoiceRow, saveEInvoiceRow } from './settings.repository';

export async function getEInvoiceSettings(ctx: AppContext, owner: OwnerId): Promise<EInvoiceSettings> {
  const row = await findEInvoiceRow(ctx.db, owner);
  return {
    endpoint_scheme: row?.endpoint_scheme ?? '',
    endpoint_id: row?.endpoint_id ?? '',
    tax_registration_id: row?.tax_registration_id ?? '',
    vat_exemption_reason: row?.vat_exemption_reason ?? '',
    email_attachment: row?.email_attachment === 'facturx' ? 'facturx' : 'pdf',
  };
}

export async function saveEInvoiceSettings(
  ctx: AppContext,
  owner: OwnerId,
  settings: UpdateEInvoiceSettingsRequest,
): Promise<EInvoiceSettings> {
  // A scheme without an address (or the other way round) says nothing: both are kept blank.
  const endpoint =
    settings.endpoint_scheme && settings.endpoint_id
      ? { endpoint_scheme: settings.endpoint_scheme, endpoint_id: settings.endpoint_id }
      : { endpoint_scheme: '', endpoint_id: '' };
  await saveEInvoiceRow(ctx.db, owner, {
    ...settings,
    ...endpoint,
    updated_at: ctx.now().toISOString(),
  });
  return getEInvoiceSettings(ctx, owner);
}
