import { ComingSoon } from '@/components/ui/coming-soon';

/** Candidate search placeholder (/candidate-filter, spec §2.19). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Search Candidate" />;
}
