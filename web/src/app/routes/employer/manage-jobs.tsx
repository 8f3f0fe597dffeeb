import { ComingSoon } from '@/components/ui/coming-soon';

/** Manage jobs (/manage-jobs, spec §2.16). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Job Management" />;
}
