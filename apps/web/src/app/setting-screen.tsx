// Settings with its two plan tabs. The tabs belong to the subscriptions feature and Settings to the
// settings feature; a feature imports no other (architecture rule 6), so the app shell, which may import
// both, puts them together here.
import Setting from '../features/settings/routes/setting';
import { SubscriptionTab } from '../features/subscriptions/components/subscription-tab';
import { VoucherTab } from '../features/subscriptions/components/voucher-tab';

const planTabs = { subscription: <SubscriptionTab />, voucher: <VoucherTab /> };

export default function SettingScreen() {
  return <Setting planTabs={planTabs} />;
}
