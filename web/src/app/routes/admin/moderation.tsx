import { ModerationConsole } from '@/features/admin/components/moderation-console';

/** The moderation console (/admin, issue 29): the queue and the audit log, for admins only. */
export default function Page() {
  return <ModerationConsole />;
}
