import type { ComponentType, ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from './button';
import { buttonClasses } from './button-styles';

type IconType = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** The optional call to action of an empty or error state: a link (`to`) or a button (`onClick`). */
export type StateAction = { label: string; to?: string; onClick?: () => void; icon?: IconType };

export function StateActionButton({ action, variant = 'primary' }: { action: StateAction; variant?: 'primary' | 'outline' }) {
  const Icon = action.icon;
  const content = (
    <>
      {Icon ? <Icon className="h-4 w-4" aria-hidden="true" /> : null}
      {action.label}
    </>
  );
  if (action.to) {
    return (
      <Link to={action.to} className={buttonClasses(variant, 'md')}>
        {content}
      </Link>
    );
  }
  return (
    <Button variant={variant} onClick={action.onClick}>
      {content}
    </Button>
  );
}

type EmptyStateProps = {
  title: string;
  /** The line under the title, e.g. 'Try adjusting your search criteria or filter'. */
  children?: ReactNode;
  icon?: IconType;
  action?: StateAction;
  /** A second way on, beside the first (an outline button). */
  secondaryAction?: StateAction;
  /** Heading level of the title in the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
};

/** Nothing to show yet (spec: 'No jobs found', 'No employers found', …), with an optional way on. */
export function EmptyState({
  title,
  children,
  icon: Icon = Inbox,
  action,
  secondaryAction,
  headingLevel = 2,
  className = '',
}: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div
      className={`flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center ${className}`}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
      {children ? <div className="mt-1.5 max-w-md text-sm text-slate-600">{children}</div> : null}
      {action || secondaryAction ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {action ? <StateActionButton action={action} /> : null}
          {secondaryAction ? <StateActionButton action={secondaryAction} variant="outline" /> : null}
        </div>
      ) : null}
    </div>
  );
}
