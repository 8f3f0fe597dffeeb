import { Navigate, useLocation } from 'react-router-dom';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';

/** Applicants of one job (/applicants, spec §2.17). Temporary until its endpoints exist. */
export default function Page() {
  const location = useLocation();
  const jobId = (location.state as { jobId?: string } | null)?.jobId;
  // Spec §2.17: the page needs a job id in navigation state; without it, back to Manage Jobs.
  if (!jobId) return <Navigate to={paths.employer.manageJobs} replace />;
  return <ComingSoon title="Applications OverView" />;
}
