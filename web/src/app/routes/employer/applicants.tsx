import { Applicants } from '@/features/applicants/components/applicants';

/** Applicants of one job (/applicants, spec §2.17): the job id from `?jobId=` or navigation state. */
export default function Page() {
  return <Applicants />;
}
