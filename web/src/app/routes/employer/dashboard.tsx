import { ComingSoon } from '@/components/ui/coming-soon';

/** Employer dashboard (/employer-dashboard, spec §2.14). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Employer Dashboard" />;
}
