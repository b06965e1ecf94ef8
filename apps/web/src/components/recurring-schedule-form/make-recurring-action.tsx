// 'Make recurring' on an invoice's screen (ADR 0312): the schedule form in a dialog; once made, a link to
// the list of recurring invoices. It sits beside the schedule form it opens.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Modal } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { RECURRING_MESSAGES } from '@tradebook/domain/recurring/recurring.schemas';
import { paths } from '../../config/paths';
import { useMakeRecurring } from '../../lib/api/recurring/make-recurring';
import { notifySuccess } from '../../lib/notify';
import { RecurringScheduleForm, scheduleRequest } from './recurring-schedule-form';

const today = () => new Date().toISOString().slice(0, 10);

export function MakeRecurringAction({ invoiceId }: { invoiceId: number }) {
  const [opened, setOpened] = useState(false);
  const [made, setMade] = useState(false);
  const make = useMakeRecurring();
  if (made) {
    return (
      <Button
        component={Link}
        to={paths.recurringInvoices}
        variant="default"
        leftSection={<IconRepeat size={18} />}
      >
        Recurring invoices
      </Button>
    );
  }
  return (
    <>
      <Button variant="default" leftSection={<IconRepeat size={18} />} onClick={() => setOpened(true)}>
        Make recurring
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Make recurring">
        <RecurringScheduleForm
          initial={{
            frequency: 'monthly',
            start_date: today(),
            end_type: 'never',
            end_after_count: '12',
            end_date: '',
            send_mode: 'email',
          }}
          submitLabel="Make recurring"
          onCancel={() => setOpened(false)}
          onSubmit={async (fields) => {
            await make.mutateAsync({ invoice_id: invoiceId, ...scheduleRequest(fields) });
            notifySuccess(RECURRING_MESSAGES.created);
            setOpened(false);
            setMade(true);
          }}
        />
      </Modal>
    </>
  );
}
