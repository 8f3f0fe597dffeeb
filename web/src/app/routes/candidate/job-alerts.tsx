import { JobAlerts } from '@/features/job-alerts/components/job-alerts';

/** Job Alerts (/job-alerts, beyond the spec): the job seeker's saved searches mailed as jobs go live. */
export default function Page() {
  return <JobAlerts />;
}
