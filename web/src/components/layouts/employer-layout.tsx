import { Building2, FilePlus2, LayoutDashboard, ListChecks, UserSearch } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { DashboardShell, type ShellNavItem } from './dashboard-shell';

const EMPLOYER_NAV: readonly ShellNavItem[] = [
  { to: paths.employer.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.employer.postJob, label: 'Post Job', icon: FilePlus2 },
  { to: paths.employer.manageJobs, label: 'Manage Jobs', icon: ListChecks, aliases: [paths.employer.applicants] },
  { to: paths.employer.companyProfile, label: 'Company Profile', icon: Building2 },
  { to: paths.employer.candidateFilter, label: 'Search Candidate', icon: UserSearch },
];

/** The employer's shell (spec §2.14). Rendered only behind the employer guard. */
export function EmployerLayout() {
  const { data: user } = useUser();
  if (!user) return null;
  return <DashboardShell user={user} nav={EMPLOYER_NAV} navLabel="Employer" greeting={`Namaste, ${user.name}`} />;
}
