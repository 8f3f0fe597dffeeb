import { BellRing, Bookmark, ChartPie, ClipboardList, LayoutDashboard, Search, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { DashboardShell, type ShellNavItem } from './dashboard-shell';

const CANDIDATE_NAV: readonly ShellNavItem[] = [
  { to: paths.candidate.dashboard, label: 'Dashboard', icon: LayoutDashboard, aliases: [paths.candidate.dashboardLower] },
  { to: paths.findJobs, label: 'Find Jobs', icon: Search },
  { to: paths.candidate.myApplications, label: 'My Applications', icon: ClipboardList },
  { to: paths.candidate.applicationDashboard, label: 'Application Dashboard', icon: ChartPie },
  { to: paths.candidate.userSavedJobs, label: 'Saved Jobs', icon: Bookmark, aliases: [paths.candidate.savedJobs] },
  // Beyond the spec: the job seeker's job alerts.
  { to: paths.candidate.jobAlerts, label: 'Job Alerts', icon: BellRing },
  {
    to: paths.candidate.userProfile,
    label: 'Profile',
    icon: UserRound,
    aliases: [paths.candidate.profile, paths.candidate.editProfile],
  },
];

/** The job seeker's shell (spec §2.9). Rendered only behind the jobseeker guard or for a jobseeker. */
export function CandidateLayout({ children }: { children?: ReactNode }) {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <DashboardShell user={user} nav={CANDIDATE_NAV} navLabel="Candidate" greeting={`Namaste, ${user.name}`}>
      {children}
    </DashboardShell>
  );
}
