// Settings > Subscription and the voucher tab in German (issue 28, ADR 0247): card titles, the plan's
// ICU plurals, the credit log and the forms come from the German catalogue.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { ok, packages, settingList } from '../../../test/fixtures/plan-fixture';
import { SubscriptionTab } from './subscription-tab';
import { VoucherTab } from './voucher-tab';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  await switchLanguage('us');
});

describe('the subscription screens in German', () => {
  it('writes the plan, the credit log and the packages in German', async () => {
    await switchLanguage('de');
    mockApi({
      get_setting_list: ok(settingList({ noOfDaysRemaining: 1, no_of_days_of_free_usage: 2 })),
      'web/payment/getPackages': ok({ packages }),
    });
    renderApp(<SubscriptionTab />);

    const plan = within(await screen.findByRole('region', { name: 'Abonnement' }));
    expect(plan.getByTestId('plan-status')).toHaveTextContent('1 Tag verbleibend');
    expect(plan.getByText('Kostenlose Nutzung: noch 2 Tage.')).toBeInTheDocument();
    const log = within(screen.getByRole('region', { name: 'Gratis-Guthaben' }));
    expect(log.getByRole('row', { name: 'Guthaben pro Monat 5' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '£4.99 / 30 days: Pro Monthly kaufen' })).toBeVisible();
  });

  it('writes the voucher and invitation forms in German', async () => {
    await switchLanguage('de');
    mockApi({});
    renderApp(<VoucherTab />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Zusätzliche Gratistage mit Gutscheinen und Empfehlungen' }),
    );
    expect(screen.getByText(/Ein gültiger Gutscheincode/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Gutscheincode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einladung senden' })).toBeInTheDocument();
  });
});
