// The voucher code box and its Send (POST voucher/redeem). The domain's schema checks it before sending;
// the server's refusal shows under the field, its success as a toast.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput, Title } from '@mantine/core';
import {
  RedeemVoucherRequestSchema,
  type RedeemVoucherRequest,
} from '@tradebook/domain/subscriptions/subscription.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useRedeemVoucher } from '../api/redeem-voucher';

export function VoucherForm() {
  const titleId = useId();
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
          Redeem a voucher
        </Title>
        <TextInput
          label="Voucher code"
          description="Type the code as you received it, then press Send."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Button
          type="submit"
          aria-label="Send voucher code"
          loading={redeem.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Send
        </Button>
      </Stack>
    </form>
  );
}
