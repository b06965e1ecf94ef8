// The Voucher tab's info banner and the help panel it shows and hides (docs/reference/subscriptions.md
// 'Screens'). The banner is a disclosure button, so a keyboard or screen-reader user hears whether the panel
// is open.
import { useId } from 'react';
import { Button, List, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { EXTRA_FREE_DAYS_CAP, REFERRAL_REWARD_DAYS } from '@tradebook/domain/subscriptions/plan-rules';

const [FIRST, SECOND, THIRD] = REFERRAL_REWARD_DAYS;

export function ExtraDaysHelp() {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const { t } = useTranslation('subscriptions');
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
        {t('extra.toggle')}
      </Button>
      <Paper id={panelId} hidden={!opened} withBorder radius="md" p="md" mt="xs">
        <List size="sm" spacing={6}>
          <List.Item>{t('extra.cap', { cap: EXTRA_FREE_DAYS_CAP })}</List.Item>
          <List.Item>{t('extra.voucher')}</List.Item>
          <List.Item>{t('extra.referrals', { first: FIRST, second: SECOND, third: THIRD })}</List.Item>
        </List>
        <Text size="sm" c="dimmed" mt="xs">
          {t('extra.success')}
        </Text>
      </Paper>
    </div>
  );
}
