// GET dashboard/summary: the business's figures at a glance (issue 14), computed by the server over every
// invoice, payment and expense. Read again each time the dashboard opens, so what was just saved shows.
import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@tradebook/domain/dashboard/dashboard.schemas';
import { apiGet } from '../../../lib/api-client';

export const DASHBOARD_SUMMARY_QUERY_KEY = ['dashboard', 'summary'] as const;

export async function getDashboardSummary(): Promise<DashboardSummary> {
  return (await apiGet<DashboardSummary>('dashboard/summary')).response;
}

export function useDashboardSummary() {
  return useQuery({
    queryKey: DASHBOARD_SUMMARY_QUERY_KEY,
    queryFn: getDashboardSummary,
    refetchOnMount: 'always',
  });
}
