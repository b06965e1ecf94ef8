// The client list as printed: a plain table of the listed clients (components/print-sheet).
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber } from '@tradebook/domain/api/phone-number';
import { PrintSheet } from '../../../components/print-sheet/print-sheet';

export function ClientPrintSheet({ clients }: { clients: readonly Client[] }) {
  const { t } = useTranslation('clients');
  return (
    <PrintSheet<Client>
      title={t('print.title')}
      rows={clients}
      columns={[
        { header: t('print.business_name'), cell: (client) => client.business_name },
        { header: t('print.full_name'), cell: (client) => client.full_name },
        { header: t('print.email'), cell: (client) => client.email },
        {
          header: t('print.phone'),
          cell: (client) => [client.phone1, client.phone2].filter(Boolean).map(formatPhoneNumber).join(', '),
        },
        {
          header: t('print.address'),
          cell: (client) =>
            [client.postal_address, client.street2, client.state, client.zip, client.country]
              .filter(Boolean)
              .join(', '),
        },
      ]}
    />
  );
}
