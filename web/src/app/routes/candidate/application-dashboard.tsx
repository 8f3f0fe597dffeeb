import { ComingSoon } from '@/components/ui/coming-soon';

/** Application Dashboard (/application-dashboard, spec §2.12). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Application Dashboard" />;
}
