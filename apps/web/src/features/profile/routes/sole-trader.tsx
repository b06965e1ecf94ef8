import { CompanyProfileScreen } from '../components/company-profile-screen';

export default function SoleTrader() {
  return <CompanyProfileScreen companyType="Sole Trader" />;
}
