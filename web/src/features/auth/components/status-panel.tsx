import { CircleCheck, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The success screens (welcome after login, account created, check your inbox). */
export function StatusPanel({
  title,
  children,
  icon = 'check',
}: {
  title: ReactNode;
  children?: ReactNode;
  icon?: 'check' | 'mail';
}) {
  const Icon = icon === 'mail' ? MailCheck : CircleCheck;
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50/60 px-6 py-10 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      {children ? <div className="mt-2 text-slate-600">{children}</div> : null}
      <div className="mt-6 flex justify-center text-brand-700">
        <Spinner className="h-5 w-5" />
      </div>
    </div>
  );
}
