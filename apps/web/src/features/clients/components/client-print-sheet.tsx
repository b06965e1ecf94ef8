// The client list as printed: a plain table of the listed clients (components/print-sheet.css shows it only while printing).
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import '../../../components/print-sheet.css';
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
  return (
    <div className="tb-print-sheet" aria-hidden="true">
      <h1>Clients</h1>
      <table>
        <thead>
          <tr>
            <th>Business Name</th>
            <th>Full Name</th>
            <th>Email</th>
            <th>Phone</th>
            <th>Address</th>
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
