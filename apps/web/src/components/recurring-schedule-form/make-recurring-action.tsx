// 'Make recurring' on an invoice's screen (ADR 0312): the schedule form in a dialog; once made, a link to
// the list of recurring invoices. It sits beside the schedule form it opens.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Modal } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { useMakeRecurring } from '../../lib/api/recurring/make-recurring';
import { notifySuccess } from '../../lib/notify';
import { RecurringScheduleForm, scheduleRequest } from './recurring-schedule-form';

const today = () => new Date().toISOString().slice(0, 10);

export function MakeRecurringAction({ invoiceId }: { invoiceId: number }) {
  const [opened, setOpened] = useState(false);
  const [made, setMade] = useState(false);
  const make = useMakeRecurring();
  const { t } = useTranslation('recurring');
  if (made) {
    return (
      <Button
        component={Link}
        to={paths.recurringInvoices}
        variant="default"
        leftSection={<IconRepeat size={18} />}
      >
        {t('make.list')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="default" leftSection={<IconRepeat size={18} />} onClick={() => setOpened(true)}>
        {t('make.action')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('make.action')}
        closeButtonProps={{ 'aria-label': t('list.close_dialog') }}
      >
        <RecurringScheduleForm
          initial={{
            frequency: 'monthly',
            start_date: today(),
            end_type: 'never',
            end_after_count: '12',
            end_date: '',
            send_mode: 'email',
          }}
          submitLabel={t('make.action')}
          onCancel={() => setOpened(false)}
          onSubmit={async (fields) => {
            await make.mutateAsync({ invoice_id: invoiceId, ...scheduleRequest(fields) });
            notifySuccess(t('make.created'));
            setOpened(false);
            setMade(true);
          }}
        />
      </Modal>
    </>
  );
}
