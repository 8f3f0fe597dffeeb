import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** An inline error for a whole form, announced to screen readers. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
    >
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

/** A calm note above a form (why the person is here, what happens next), announced politely. */
export function InfoNote({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2.5 rounded-lg border border-brand-200 bg-brand-50 px-3.5 py-3 text-sm text-brand-900"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <p className={title ? 'mt-0.5 text-brand-800' : ''}>{children}</p> : null}
      </div>
    </div>
  );
}
