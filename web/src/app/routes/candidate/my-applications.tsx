import { TrackApplications } from '@/features/applications/components/track-applications';

/** Track Applications (/my-applications, spec §2.11). */
export default function Page() {
  return <TrackApplications />;
}
