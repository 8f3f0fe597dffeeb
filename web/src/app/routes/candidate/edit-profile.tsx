import { ProfilePage } from '@/features/profile/components/profile-page';

/** Job seeker profile, edit mode (/edit-profile, spec §2.10). */
export default function Page() {
  return <ProfilePage mode="edit" />;
}
