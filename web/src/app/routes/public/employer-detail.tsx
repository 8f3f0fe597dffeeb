import { ComingSoon } from '@/components/ui/coming-soon';

/** Single employer page (/employer/{id}, spec §2.20). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Employer Profile" />;
}
