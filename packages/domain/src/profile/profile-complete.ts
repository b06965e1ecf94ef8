// docs/reference/profile.md 'Statuses': the profile is complete when company_name and companytype both exist
// and are not 'N/A'. Until then the menu and dashboard navigation are blocked.
export const NOT_AVAILABLE = 'N/A';

export function isProfileComplete(user: {
  company_name?: string | null;
  companytype?: string | null;
}): boolean {
  const present = (value: string | null | undefined) =>
    !!value && value.trim() !== '' && value !== NOT_AVAILABLE;
  return present(user.company_name) && present(user.companytype);
}
