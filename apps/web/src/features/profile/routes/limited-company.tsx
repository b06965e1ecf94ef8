import { CompanyProfileScreen } from '../components/company-profile-screen';

export default function LimitedCompany() {
  return <CompanyProfileScreen companyType="Limited Company" />;
}
