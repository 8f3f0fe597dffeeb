import { ComingSoon } from '@/components/ui/coming-soon';

/** Find jobs (/find-jobs, spec §2.7). Temporary until the search endpoint exists. */
export default function Page() {
  return <ComingSoon title="Find Jobs" />;
}
