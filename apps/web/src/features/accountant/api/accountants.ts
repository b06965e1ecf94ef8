// Accountant access (docs/decisions/0378-accountant-access.md): the owner's list, invitation, removal and
// access log, and the accountant's businesses and acceptance.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessLogEntry,
  Accountant,
  ServedBusiness,
} from '@tradebook/domain/accountants/accountants.schemas';
import { apiGet, apiPost } from '../../../lib/api-client';

const ACCOUNTANTS_KEY = ['accountants'] as const;
const LOG_KEY = ['accountants', 'log'] as const;
const BUSINESSES_KEY = ['accountant', 'businesses'] as const;

export function useAccountants(enabled = true) {
  return useQuery({
    queryKey: ACCOUNTANTS_KEY,
    queryFn: async () => (await apiGet<Accountant[]>('accountants')).response,
    enabled,
  });
}

export function useAccessLog(enabled = true) {
  return useQuery({
    queryKey: LOG_KEY,
    queryFn: async () => (await apiGet<AccessLogEntry[]>('accountants/access_log')).response,
    enabled,
  });
}

export function useServedBusinesses() {
  return useQuery({
    queryKey: BUSINESSES_KEY,
    queryFn: async () => (await apiGet<ServedBusiness[]>('accountant/businesses')).response,
  });
}

export function useInviteAccountant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      String((await apiPost<null>('accountants/invite', { email })).message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTANTS_KEY }),
  });
}

export function useRemoveAccountant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => String((await apiPost<null>('accountants/remove', { id })).message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTANTS_KEY }),
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await apiPost<ServedBusiness>('accountant/accept', { token })).response,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY }),
  });
}
