import type { ComponentType, ReactNode } from 'react';
import { BellOff, CircleAlert, MailCheck, MailQuestion } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Head } from '@/components/ui/head';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useConfirmAlert, useUnsubscribeAlert } from '../api/alert-links';

type IconType = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** The server's words for a link without a token (the same as for a wrong one). */
const NO_TOKEN = 'This link is not valid. Open the link from the mail exactly as it was sent.';
const FAILED = 'Something went wrong. Please check your connection and try again.';

/** Where a link of an alert mail lands: what it does or did, in plain words, and the ways on. */
function AlertLinkPage({
  title,
  icon: Icon,
  tone,
  children,
  actions,
}: {
  title: string;
  icon: IconType;
  tone: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl">
      <Head title={title} />
      <div className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center shadow-xs sm:px-10 sm:py-12">
        <span className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${tone}`}>
          <Icon className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mx-auto mt-3 max-w-md space-y-3 text-base leading-relaxed text-slate-600" aria-live="polite">
          {children}
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </div>
  );
}

const FindJobsLink = ({ primary = false }: { primary?: boolean }) => (
  <Link to={paths.findJobs} className={buttonClasses(primary ? 'primary' : 'outline', 'md')}>
    Find Jobs
  </Link>
);

/**
 * The link could not be used: the server's reason (not valid, expired, the alert is gone), and
 * Try Again only when the failure may pass (no answer, or the server's own trouble).
 */
function LinkFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const mayPass = !isApiError(error) || error.status === 0 || error.status >= 500;
  return (
    <AlertLinkPage
      title={title}
      icon={CircleAlert}
      tone="bg-red-50 text-red-700"
      actions={
        <>
          {mayPass && onRetry ? (
            <Button variant="primary" onClick={onRetry}>
              Try Again
            </Button>
          ) : null}
          <FindJobsLink primary={!mayPass || !onRetry} />
        </>
      }
    >
      <p role="alert">{error === null ? NO_TOKEN : errorMessage(error, FAILED)}</p>
      {mayPass ? null : (
        <p className="text-sm text-slate-500">You can make a new job alert from any search on Find Jobs.</p>
      )}
    </AlertLinkPage>
  );
}

/**
 * /alerts/confirm?token=: the link of a visitor's alert confirmation mail. Opening it changes
 * nothing (mail scanners open links too); the press confirms.
 */
export function AlertConfirm() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data: user } = useUser();
  const confirm = useConfirmAlert();

  if (!token) return <LinkFailed title="This link does not work" error={null} />;
  if (confirm.isError) {
    return (
      <LinkFailed title="Your alert could not be confirmed" error={confirm.error} onRetry={() => confirm.mutate(token)} />
    );
  }
  if (confirm.isSuccess) {
    return (
      <AlertLinkPage
        title="Your job alert is confirmed"
        icon={MailCheck}
        tone="bg-emerald-50 text-emerald-700"
        actions={
          <>
            <FindJobsLink primary />
            {user ? null : (
              <Link to={paths.signupJobseeker} className={buttonClasses('outline', 'md')}>
                Create a candidate account
              </Link>
            )}
          </>
        }
      >
        <p>
          Thank you. We will email you the new jobs that match your search, as often as you chose. Each email has a link to
          unsubscribe.
        </p>
      </AlertLinkPage>
    );
  }
  return (
    <AlertLinkPage
      title="Confirm your job alert"
      icon={MailQuestion}
      tone="bg-brand-50 text-brand-700"
      actions={
        <>
          <Button variant="primary" isLoading={confirm.isPending} onClick={() => confirm.mutate(token)}>
            Confirm my job alert
          </Button>
          <FindJobsLink />
        </>
      }
    >
      <p>Press the button to start your job alert. We will then email you the new jobs that match your search.</p>
      <p className="text-sm text-slate-500">Did not ask for it? Close this page: nothing will be sent.</p>
    </AlertLinkPage>
  );
}

/**
 * /alerts/unsubscribe?token=: the unsubscribe link of every alert mail (no sign-in needed).
 * Opening it changes nothing; the press stops the alert's mail.
 */
export function AlertUnsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data: user } = useUser();
  const jobseeker = user?.role === 'jobseeker';
  const unsubscribe = useUnsubscribeAlert();

  if (!token) return <LinkFailed title="This link does not work" error={null} />;
  if (unsubscribe.isError) {
    return (
      <LinkFailed
        title="You could not be unsubscribed"
        error={unsubscribe.error}
        onRetry={() => unsubscribe.mutate(token)}
      />
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <AlertLinkPage
        title="You are unsubscribed"
        icon={BellOff}
        tone="bg-slate-100 text-slate-700"
        actions={
          <>
            {jobseeker ? (
              <Link to={paths.candidate.jobAlerts} className={buttonClasses('primary', 'md')}>
                Go to Job Alerts
              </Link>
            ) : null}
            <FindJobsLink primary={!jobseeker} />
          </>
        }
      >
        <p>
          No more emails will come for this job alert. Any other alerts you have keep coming; each email has its own link.
        </p>
        <p className="text-sm text-slate-500">
          Have a candidate account? The alert stays on your Job Alerts page, paused: resume it there whenever you like.
        </p>
      </AlertLinkPage>
    );
  }
  return (
    <AlertLinkPage
      title="Unsubscribe from this job alert?"
      icon={BellOff}
      tone="bg-amber-50 text-amber-700"
      actions={
        <>
          <Button variant="primary" isLoading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            Unsubscribe
          </Button>
          <FindJobsLink />
        </>
      }
    >
      <p>You will get no more emails for this alert. Any other alerts you have keep coming.</p>
    </AlertLinkPage>
  );
}
