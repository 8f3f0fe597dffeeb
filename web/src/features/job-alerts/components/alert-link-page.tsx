import type { ComponentType, ReactNode } from 'react';
import { BellOff, CircleAlert, MailCheck, MailQuestion } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Head } from '@/components/ui/head';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useErrorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n';
import { useConfirmAlert, useUnsubscribeAlert } from '../api/alert-links';

type IconType = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

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

function FindJobsLink({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation('jobs');
  return (
    <Link to={paths.findJobs} className={buttonClasses(primary ? 'primary' : 'outline', 'md')}>
      {t('alertLink.findJobs')}
    </Link>
  );
}

/**
 * The link could not be used: the server's reason (not valid, expired, the alert is gone), and
 * Try Again only when the failure may pass (no answer, or the server's own trouble).
 */
function LinkFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('jobs');
  const errorText = useErrorText();
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
              {t('alertLink.tryAgain')}
            </Button>
          ) : null}
          <FindJobsLink primary={!mayPass || !onRetry} />
        </>
      }
    >
      {/* Without a token: the server's words for a wrong one. */}
      <p role="alert">{error === null ? t('alertLink.noToken') : errorText(error, t('alertLink.failed'))}</p>
      {mayPass ? null : <p className="text-sm text-slate-500">{t('alertLink.makeNew')}</p>}
    </AlertLinkPage>
  );
}

/**
 * /alerts/confirm?token=: the link of a visitor's alert confirmation mail. Opening it changes
 * nothing (mail scanners open links too); the press confirms.
 */
export function AlertConfirm() {
  const { t } = useTranslation('jobs');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data: user } = useUser();
  const confirm = useConfirmAlert();

  if (!token) return <LinkFailed title={t('alertLink.linkBroken')} error={null} />;
  if (confirm.isError) {
    return <LinkFailed title={t('alertLink.confirmFailed')} error={confirm.error} onRetry={() => confirm.mutate(token)} />;
  }
  if (confirm.isSuccess) {
    return (
      <AlertLinkPage
        title={t('alertLink.confirmed')}
        icon={MailCheck}
        tone="bg-emerald-50 text-emerald-700"
        actions={
          <>
            <FindJobsLink primary />
            {user ? null : (
              <Link to={paths.signupJobseeker} className={buttonClasses('outline', 'md')}>
                {t('alertLink.createAccount')}
              </Link>
            )}
          </>
        }
      >
        <p>{t('alertLink.confirmedText')}</p>
      </AlertLinkPage>
    );
  }
  return (
    <AlertLinkPage
      title={t('alertLink.confirmTitle')}
      icon={MailQuestion}
      tone="bg-brand-50 text-brand-700"
      actions={
        <>
          <Button variant="primary" isLoading={confirm.isPending} onClick={() => confirm.mutate(token)}>
            {t('alertLink.confirmButton')}
          </Button>
          <FindJobsLink />
        </>
      }
    >
      <p>{t('alertLink.confirmText')}</p>
      <p className="text-sm text-slate-500">{t('alertLink.notAsked')}</p>
    </AlertLinkPage>
  );
}

/**
 * /alerts/unsubscribe?token=: the unsubscribe link of every alert mail (no sign-in needed).
 * Opening it changes nothing; the press stops the alert's mail.
 */
export function AlertUnsubscribe() {
  const { t } = useTranslation('jobs');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data: user } = useUser();
  const jobseeker = user?.role === 'jobseeker';
  const unsubscribe = useUnsubscribeAlert();

  if (!token) return <LinkFailed title={t('alertLink.linkBroken')} error={null} />;
  if (unsubscribe.isError) {
    return (
      <LinkFailed title={t('alertLink.unsubscribeFailed')} error={unsubscribe.error} onRetry={() => unsubscribe.mutate(token)} />
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <AlertLinkPage
        title={t('alertLink.unsubscribed')}
        icon={BellOff}
        tone="bg-slate-100 text-slate-700"
        actions={
          <>
            {jobseeker ? (
              <Link to={paths.candidate.jobAlerts} className={buttonClasses('primary', 'md')}>
                {t('alertLink.goToAlerts')}
              </Link>
            ) : null}
            <FindJobsLink primary={!jobseeker} />
          </>
        }
      >
        <p>{t('alertLink.unsubscribedText')}</p>
        <p className="text-sm text-slate-500">{t('alertLink.unsubscribedNote')}</p>
      </AlertLinkPage>
    );
  }
  return (
    <AlertLinkPage
      title={t('alertLink.unsubscribeTitle')}
      icon={BellOff}
      tone="bg-amber-50 text-amber-700"
      actions={
        <>
          <Button variant="primary" isLoading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t('alertLink.unsubscribe')}
          </Button>
          <FindJobsLink />
        </>
      }
    >
      <p>{t('alertLink.unsubscribeText')}</p>
    </AlertLinkPage>
  );
}
