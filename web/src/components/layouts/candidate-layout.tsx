import { BellRing, Bookmark, ChartPie, ClipboardList, LayoutDashboard, Search, UserRound } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { DashboardShell, type ShellNavItem } from './dashboard-shell';

const CANDIDATE_NAV = [
  {
    to: paths.candidate.dashboard,
    label: 'candidateNav.dashboard',
    icon: LayoutDashboard,
    aliases: [paths.candidate.dashboardLower],
  },
  { to: paths.findJobs, label: 'candidateNav.findJobs', icon: Search },
  { to: paths.candidate.myApplications, label: 'candidateNav.myApplications', icon: ClipboardList },
  { to: paths.candidate.applicationDashboard, label: 'candidateNav.applicationDashboard', icon: ChartPie },
  { to: paths.candidate.userSavedJobs, label: 'candidateNav.savedJobs', icon: Bookmark, aliases: [paths.candidate.savedJobs] },
  // Beyond the spec: the job seeker's job alerts.
  { to: paths.candidate.jobAlerts, label: 'candidateNav.jobAlerts', icon: BellRing },
  {
    to: paths.candidate.userProfile,
    label: 'candidateNav.profile',
    icon: UserRound,
    aliases: [paths.candidate.profile, paths.candidate.editProfile],
  },
] as const;

/** The job seeker's shell (spec §2.9). Rendered only behind the jobseeker guard or for a jobseeker. */
export function CandidateLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const nav = useMemo<ShellNavItem[]>(() => CANDIDATE_NAV.map((item) => ({ ...item, label: t(item.label) })), [t]);
  if (!user) return null;
  const greeting = richText(t('shell.greeting'), { name: () => <span translate="no">{user.name}</span> });
  return (
    <DashboardShell user={user} nav={nav} navLabel={t('candidateNav.label')} greeting={greeting}>
      {children}
    </DashboardShell>
  );
}
