import { CandidateDashboard } from '@/features/candidate-dashboard/components/candidate-dashboard';

/** Job seeker dashboard (/userDashboard and /userdashboard, spec §2.9). */
export default function Page() {
  return <CandidateDashboard />;
}
