import { ComingSoon } from '@/components/ui/coming-soon';

/** Track Applications (/my-applications, spec §2.11). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Track Applications" />;
}
