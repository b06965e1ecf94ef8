// The Voucher tab's info banner and the help panel it shows and hides (docs/reference/subscriptions.md
// 'Screens'). The banner is a disclosure button, so a keyboard or screen-reader user hears whether the panel
// is open.
import { useId } from 'react';
import { Button, List, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { EXTRA_FREE_DAYS_CAP, REFERRAL_REWARD_DAYS } from '@tradebook/domain/subscriptions/plan-rules';

const [FIRST, SECOND, THIRD] = REFERRAL_REWARD_DAYS;

export function ExtraDaysHelp() {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <div>
      <Button
        variant="light"
        fullWidth
        justify="space-between"
        h="auto"
        py="xs"
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
        leftSection={<IconInfoCircle size={20} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
          />
        }
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle}
      >
        Get extra free days with vouchers and referrals
      </Button>
      <Paper id={panelId} hidden={!opened} withBorder radius="md" p="md" mt="xs">
        <List size="sm" spacing={6}>
          <List.Item>Extra free usage is capped at {EXTRA_FREE_DAYS_CAP} days in all.</List.Item>
          <List.Item>A valid voucher code gives you extra days.</List.Item>
          <List.Item>
            Invite friends by e-mail: your 1st successful referral gives you {FIRST} days, the 2nd {SECOND}{' '}
            days and the 3rd {THIRD} days.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed" mt="xs">
          A referral is successful when your friend registers and completes a business profile.
        </Text>
      </Paper>
    </div>
  );
}
