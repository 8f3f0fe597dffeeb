import { ComingSoon } from '@/components/ui/coming-soon';

/** Browse employers (/browse-employers, spec §2.20). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Browse Employers" />;
}
