import { Building2, FilePlus2, LayoutDashboard, ListChecks, UserSearch } from 'lucide-react';
import { paths } from '@/config/paths';
import { useMemo } from 'react';
import { useUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { DashboardShell, type ShellNavItem } from './dashboard-shell';

const EMPLOYER_NAV = [
  { to: paths.employer.dashboard, label: 'employerNav.dashboard', icon: LayoutDashboard },
  { to: paths.employer.postJob, label: 'employerNav.postJob', icon: FilePlus2 },
  { to: paths.employer.manageJobs, label: 'employerNav.manageJobs', icon: ListChecks, aliases: [paths.employer.applicants] },
  { to: paths.employer.companyProfile, label: 'employerNav.companyProfile', icon: Building2 },
  { to: paths.employer.candidateFilter, label: 'employerNav.searchCandidate', icon: UserSearch },
] as const;

/** The employer's shell (spec §2.14). Rendered only behind the employer guard. */
export function EmployerLayout() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const nav = useMemo<ShellNavItem[]>(() => EMPLOYER_NAV.map((item) => ({ ...item, label: t(item.label) })), [t]);
  if (!user) return null;
  const greeting = richText(t('shell.greeting'), { name: () => <span translate="no">{user.name}</span> });
  return <DashboardShell user={user} nav={nav} navLabel={t('employerNav.label')} greeting={greeting} />;
}
