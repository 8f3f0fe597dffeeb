import { ComingSoon } from '@/components/ui/coming-soon';

/** Company profile (/company-profile, spec §2.18). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Company Profile" />;
}
