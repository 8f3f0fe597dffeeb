import { ComingSoon } from '@/components/ui/coming-soon';

/** Job seeker profile (/user-profile and /profile, spec §2.10). Temporary until its endpoints exist. */
export default function Page() {
  return <ComingSoon title="My Profile" />;
}
