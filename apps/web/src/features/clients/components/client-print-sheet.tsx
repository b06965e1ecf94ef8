// The client list as printed: a plain table of the listed clients (components/print-sheet.css shows it only while printing).
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import '../../../components/print-sheet.css';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber } from '@tradebook/domain/api/phone-number';

/** Prints the page with only the print sheet showing. */
export function printSheet(): void {
  document.body.classList.add('tb-printing');
  const done = () => {
    document.body.classList.remove('tb-printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

export function ClientPrintSheet({ clients }: { clients: readonly Client[] }) {
  const { t } = useTranslation('clients');
  return (
    <div className="tb-print-sheet" aria-hidden="true">
      <h1>{t('print.title')}</h1>
      <table>
        <thead>
          <tr>
            <th>{t('print.business_name')}</th>
            <th>{t('print.full_name')}</th>
            <th>{t('print.email')}</th>
            <th>{t('print.phone')}</th>
            <th>{t('print.address')}</th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client.id}>
              <td>{client.business_name}</td>
              <td>{client.full_name}</td>
              <td>{client.email}</td>
              <td>{[client.phone1, client.phone2].filter(Boolean).map(formatPhoneNumber).join(', ')}</td>
              <td>
                {[client.postal_address, client.street2, client.state, client.zip, client.country]
                  .filter(Boolean)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
