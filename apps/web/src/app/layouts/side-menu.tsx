// The side menu of docs/reference/web.md 'Screens'. Links to work areas go through the registration gate:
// while the business profile is incomplete they open the 'Complete Registration' dialog instead (section 4).
// Dashboard, Settings and Subscribe stay reachable so the user can always finish or manage the account.
import { type ComponentType, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { NavLink, Stack } from '@mantine/core';
import {
  IconCalculator,
  IconCrown,
  IconDownload,
  IconFileInvoice,
  IconFileMinus,
  IconFileText,
  IconLayoutDashboard,
  IconPackage,
  IconReceiptTax,
  IconSettings,
  IconStar,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { useRegistrationGate } from '../../hooks/use-registration-gate';
import { DownloadDialog, RateUsDialog } from './menu-dialogs';
import { useIsAccountant } from '../../lib/chosen-business';

type Icon = ComponentType<{ size?: number; stroke?: number }>;

interface Entry {
  label: string;
  to: string;
  /** Other routes under this entry, highlighted with it: '/edit-quotation/' for View Log. */
  also?: string[];
  gated: boolean;
}

const groups: { label: string; icon: Icon; entries: Entry[] }[] = [
  {
    label: 'Quotation',
    icon: IconFileText,
    entries: [
      { label: 'New', to: paths.addQuotation, gated: true },
      {
        label: 'View Log',
        to: paths.listQuotation,
        also: ['/edit-quotation/', '/show-quotation/'],
        gated: true,
      },
    ],
  },
  {
    label: 'Invoice',
    icon: IconFileInvoice,
    entries: [
      { label: 'New', to: paths.addInvoice, gated: true },
      { label: 'View Log', to: paths.listInvoice, also: ['/edit-invoice/', '/show-invoice/'], gated: true },
      { label: 'Recurring', to: paths.recurringInvoices, gated: true },
    ],
  },
  {
    // Issue 17: a credit note is made from an invoice (its screen and card menu); here is their log.
    label: 'Credit Note',
    icon: IconFileMinus,
    entries: [
      {
        label: 'View Log',
        to: paths.listCreditNotes,
        also: ['/show-credit-note/', '/add-credit-note/'],
        gated: true,
      },
    ],
  },
  {
    label: 'Expense',
    icon: IconWallet,
    entries: [
      { label: 'New', to: paths.addExpense, gated: true },
      { label: 'View Log', to: paths.listExpenses, also: ['/edit-expense/'], gated: true },
    ],
  },
  {
    label: 'Tax',
    icon: IconReceiptTax,
    entries: [
      { label: 'VAT Return', to: paths.vatReturn, gated: true },
      { label: 'Reports', to: paths.reports, gated: true },
      { label: 'Period Pack', to: paths.periodPack, gated: true },
    ],
  },
];

// The dialogs are addressed by a `dialog` query value, so their entries are real links (they open
// with Enter, in a new tab, or from a bookmark) and Back closes them.
type Dialog = 'download' | 'rate-us';
const DIALOG_PARAM = 'dialog';

/** The catalogue key of a menu label: 'View Log' is 'menu.view_log' (labels stay English in the code). */
const menuKey = (label: string) => `menu.${label.toLowerCase().replace(/ /g, '_')}` as const;

export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const gate = useRegistrationGate();
  const accountant = useIsAccountant();
  const dialog = new URLSearchParams(search).get(DIALOG_PARAM);
  const withDialog = (name: Dialog | null) => {
    const params = new URLSearchParams(search);
    if (name) params.set(DIALOG_PARAM, name);
    else params.delete(DIALOG_PARAM);
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const closeDialog = () => navigate(withDialog(null), { replace: true });

  const isActive = (entry: Pick<Entry, 'to' | 'also'>) =>
    pathname === entry.to || (entry.also ?? []).some((prefix) => pathname.startsWith(prefix));
  const follow = (gated: boolean) => (event: MouseEvent<HTMLElement>) => {
    if (gated) gate.guard(event);
    if (!event.defaultPrevented) onNavigate();
  };
  const link = (label: string, to: string, icon: Icon | null, gated: boolean, active: boolean) => {
    const LinkIcon = icon;
    return (
      <NavLink
        key={to}
        component={Link}
        to={to}
        label={t(menuKey(label))}
        active={active}
        // Filled: the current page's link stays white on blue when the pointer rests on it (the light
        // variant's blue text on its hover blue was 1.2:1).
        variant="filled"
        aria-current={active ? 'page' : undefined}
        leftSection={LinkIcon ? <LinkIcon size={18} stroke={1.6} /> : undefined}
        onClick={follow(gated)}
      />
    );
  };
  const action = (label: string, icon: Icon, opens: Dialog) => {
    const ActionIcon = icon;
    return (
      <NavLink
        component={Link}
        to={withDialog(opens)}
        label={t(menuKey(label))}
        active={dialog === opens}
        leftSection={<ActionIcon size={18} stroke={1.6} />}
        onClick={onNavigate}
      />
    );
  };

  const onSettings = pathname === paths.setting;
  const subscriptionTab = onSettings && new URLSearchParams(search).get('tab') === 'subscription';

  return (
    <Stack gap={2}>
      {link('Dashboard', paths.dashboard, IconLayoutDashboard, false, pathname === paths.dashboard)}
      {groups.map(({ label, icon: GroupIcon, entries }) => (
        <NavLink
          key={label}
          label={t(menuKey(label))}
          leftSection={<GroupIcon size={18} stroke={1.6} />}
          defaultOpened
          childrenOffset={30}
        >
          {entries
            // An accountant reads the business: no entry that creates (ADR 0240).
            .filter((entry) => !(accountant && entry.label === 'New'))
            .map((entry) => link(entry.label, entry.to, null, entry.gated, isActive(entry)))}
        </NavLink>
      ))}
      {link(
        'Items',
        paths.itemList,
        IconPackage,
        true,
        isActive({ to: paths.itemList, also: ['/add-item', '/edit-item/'] }),
      )}
      {link(
        'Clients',
        paths.listClients,
        IconUsers,
        true,
        isActive({ to: paths.listClients, also: ['/add-client', '/edit-client/'] }),
      )}
      {link('Accountant', paths.accountant, IconCalculator, false, pathname === paths.accountant)}
      {link('Settings', paths.setting, IconSettings, false, onSettings && !subscriptionTab)}
      {link('Subscribe', `${paths.setting}?tab=subscription`, IconCrown, false, subscriptionTab)}
      {action('Download', IconDownload, 'download')}
      {action('Rate Us', IconStar, 'rate-us')}

      <DownloadDialog opened={dialog === 'download'} onClose={closeDialog} />
      <RateUsDialog opened={dialog === 'rate-us'} onClose={closeDialog} />
    </Stack>
  );
}
