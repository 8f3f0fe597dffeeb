import { ProfilePage } from '@/features/profile/components/profile-page';

/** Job seeker profile, view mode (/user-profile and /profile, spec §2.10). */
export default function Page() {
  return <ProfilePage mode="view" />;
}
