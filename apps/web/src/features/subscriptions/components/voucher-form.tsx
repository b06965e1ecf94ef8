// The voucher code box and its Send (POST voucher/redeem). The domain's schema checks it before sending;
// the server's refusal shows under the field, its success as a toast.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  RedeemVoucherRequestSchema,
  type RedeemVoucherRequest,
} from '@tradebook/domain/subscriptions/subscription.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useRedeemVoucher } from '../api/redeem-voucher';

export function VoucherForm() {
  const titleId = useId();
  const { t } = useTranslation('subscriptions');
  const redeem = useRedeemVoucher();
  const form = useForm<RedeemVoucherRequest>({
    resolver: zodResolver(RedeemVoucherRequestSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      notifySuccess(await redeem.mutateAsync(values));
      form.reset({ code: '' });
    } catch (error) {
      form.setError('code', { message: errorMessage(error, ' ') }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} id={titleId}>
          {t('voucher.title')}
        </Title>
        <TextInput
          label={t('voucher.label')}
          description={t('voucher.description')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Button
          type="submit"
          aria-label={t('voucher.send_label')}
          loading={redeem.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('voucher.send')}
        </Button>
      </Stack>
    </form>
  );
}
