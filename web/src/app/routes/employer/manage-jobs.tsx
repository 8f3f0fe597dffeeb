import { ManageJobs } from '@/features/manage-jobs/components/manage-jobs';

/** Manage jobs (/manage-jobs, spec §2.16). */
export default function Page() {
  return <ManageJobs />;
}
