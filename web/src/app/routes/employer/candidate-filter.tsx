import { CandidateFilter } from '@/features/candidate-filter/components/candidate-filter';

/** Candidate search placeholder (/candidate-filter, spec §2.19). */
export default function Page() {
  return <CandidateFilter />;
}
