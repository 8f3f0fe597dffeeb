import { EmployerDashboard } from '@/features/employer-dashboard/components/employer-dashboard';

/** Employer dashboard (/employer-dashboard, spec §2.14). */
export default function Page() {
  return <EmployerDashboard />;
}
