import { ComingSoon } from '@/components/ui/coming-soon';

/** Post or edit a job (/post-job, spec §2.15). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Post a Job" />;
}
