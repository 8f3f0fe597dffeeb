import { ComingSoon } from '@/components/ui/coming-soon';

/** Job detail (/job/{slug}/{id}, spec §2.8). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Job Details" />;
}
