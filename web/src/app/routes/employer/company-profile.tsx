import { CompanyProfile } from '@/features/company-profile/components/company-profile';

/** Company profile (/company-profile, spec §2.18). */
export default function Page() {
  return <CompanyProfile />;
}
