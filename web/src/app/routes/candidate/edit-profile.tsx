import { ComingSoon } from '@/components/ui/coming-soon';

/** Job seeker profile editing (/edit-profile, spec §2.10). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="Edit Profile" />;
}
