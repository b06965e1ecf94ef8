// Settings > Voucher, referral and share (docs/reference/subscriptions.md 'Screens'): the help banner, the
// voucher box and the invite box, side by side on a wide screen, one above the other on a phone.
import { SimpleGrid, Stack } from '@mantine/core';
import { ExtraDaysHelp } from './extra-days-help';
import { InviteForm } from './invite-form';
import { VoucherForm } from './voucher-form';

export function VoucherTab() {
  return (
    <Stack gap="lg">
      <ExtraDaysHelp />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <VoucherForm />
        <InviteForm />
      </SimpleGrid>
    </Stack>
  );
}
