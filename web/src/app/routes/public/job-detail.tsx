import { JobDetail } from '@/features/jobs/components/job-detail';

/** Job detail (/job/{slug}/{id}, spec §2.8). */
export default function Page() {
  return <JobDetail />;
}
