import { ComingSoon } from '@/components/ui/coming-soon';

/** Job seeker dashboard (/userDashboard, spec §2.9). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Candidate Dashboard" />;
}
