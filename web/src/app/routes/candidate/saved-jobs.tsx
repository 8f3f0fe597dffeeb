import { ComingSoon } from '@/components/ui/coming-soon';

/** Saved jobs (/user-saved-jobs and /saved-jobs, spec §2.13). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Saved Jobs" />;
}
