import { ApplicationDashboard } from '@/features/applications/components/application-dashboard';

/** Application Dashboard (/application-dashboard, spec §2.12). */
export default function Page() {
  return <ApplicationDashboard />;
}
