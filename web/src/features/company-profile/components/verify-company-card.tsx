import { useId, useMemo, useState } from 'react';
import { MailCheck, ShieldCheck } from 'lucide-react';
import { VerifiedBadge } from '@/components/verified-badge';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useCountdown } from '@/hooks/use-countdown';
import { useErrorText } from '@/lib/error-text';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import type { User } from '@/types/api';
import { useConfirmDomainCode, useSendDomainCode } from '../api/verify-domain';
import { confirmFailure, domainCodeSchema, sendFailure, workEmailSchema } from '../lib/verify-domain';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6';

/**
 * "Verify your company" (issue 29): a work email at the company's own domain, a 6-digit code
 * mailed there, and the employer is Verified: a badge on their jobs and profile. Once verified,
 * the card says so, with the domain.
 */
export function VerifyCompanyCard({ user }: { user: User }) {
  const { t } = useTranslation('companyProfile');
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const cooldown = useCountdown();

  if (user.verifiedDomain) {
    return (
      <section aria-labelledby={headingId} className={card}>
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
            <ShieldCheck className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="text-base font-semibold text-slate-900">
                {t('verify.verifiedTitle')}
              </h2>
              <VerifiedBadge />
            </div>
            <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
              {richText(t('verify.verifiedDomain'), {
                domain: () => (
                  <span translate="no" className="font-semibold text-slate-900">
                    {user.verifiedDomain}
                  </span>
                ),
              })}
            </p>
            <p className="mt-1 text-sm text-slate-600">{t('verify.verifiedText')}</p>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className={card}>
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {t('verify.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('verify.text')}</p>
        </div>
      </div>
      <div className="mt-5">
        {sentTo ? (
          <CodeStep
            user={user}
            email={sentTo}
            cooldown={cooldown.remaining}
            onSent={(seconds) => cooldown.start(seconds)}
            onChangeEmail={() => setSentTo(null)}
          />
        ) : (
          <EmailStep
            defaultEmail={user.email}
            cooldown={cooldown.remaining}
            onSent={(email, seconds) => {
              setSentTo(email);
              cooldown.start(seconds);
            }}
            onCooldown={(seconds) => cooldown.start(seconds)}
          />
        )}
      </div>
    </section>
  );
}

/** Step 1: the work email, and Send code. */
function EmailStep({
  defaultEmail,
  cooldown,
  onSent,
  onCooldown,
}: {
  defaultEmail: string;
  cooldown: number;
  onSent: (email: string, cooldownSeconds: number) => void;
  onCooldown: (seconds: number) => void;
}) {
  const { t } = useTranslation('companyProfile');
  const errorText = useErrorText();
  const schema = useMemo(() => workEmailSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { email: defaultEmail } });
  const send = useSendDomainCode();
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ email }) =>
    send.mutate(email, {
      onSuccess: (reply) => onSent(reply.email || email, reply.cooldownSeconds),
      onError: (error) => {
        const failure = sendFailure(error, email, t, errorText);
        if (failure.cooldownSeconds) onCooldown(failure.cooldownSeconds);
        // A free-mail domain or a malformed address is the box's fault; anything else the form's.
        if (failure.cooldownSeconds) form.setError(SERVER_ERROR, { message: failure.message });
        else form.setError('email', { message: failure.message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('verify.title')} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('verify.workEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="hr@yourcompany.in"
          error={errors.email?.message}
          hint={t('verify.workEmailHint')}
          className="min-w-0 flex-1"
          {...form.register('email')}
        />
        <Button type="submit" isLoading={send.isPending} disabled={cooldown > 0} className="shrink-0 sm:mt-6.5">
          {cooldown > 0 ? t('verify.sendCodeWait', { seconds: cooldown }) : t('verify.sendCode')}
        </Button>
      </div>
      <FormAlert>{serverError(form)}</FormAlert>
    </form>
  );
}

/** Step 2: the mailed code, and Verify; a new code after the cooldown, or another address. */
function CodeStep({
  user,
  email,
  cooldown,
  onSent,
  onChangeEmail,
}: {
  user: User;
  email: string;
  cooldown: number;
  onSent: (cooldownSeconds: number) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('companyProfile');
  const errorText = useErrorText();
  const schema = useMemo(() => domainCodeSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { code: '' } });
  const confirm = useConfirmDomainCode(user);
  const resend = useSendDomainCode();
  const [newCodeNeeded, setNewCodeNeeded] = useState(false);
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onError: (error) => {
        const failure = confirmFailure(error, t, errorText);
        setNewCodeNeeded(failure.newCodeNeeded);
        form.setError('code', { message: failure.message }, { shouldFocus: true });
      },
    }),
  );

  const sendAgain = () =>
    resend.mutate(email, {
      onSuccess: (reply) => {
        setNewCodeNeeded(false);
        form.reset({ code: '' });
        onSent(reply.cooldownSeconds);
      },
      onError: (error) => {
        const failure = sendFailure(error, email, t, errorText);
        if (failure.cooldownSeconds) onSent(failure.cooldownSeconds);
        form.setError(SERVER_ERROR, { message: failure.message });
      },
    });

  return (
    <form onSubmit={submit} noValidate aria-label={t('verify.codeForm')} className="space-y-3">
      <p role="status" className="flex items-start gap-2 text-sm text-slate-700">
        <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {richText(t('verify.sent'), {
            email: () => (
              <span translate="no" className="font-semibold text-slate-900">
                {email}
              </span>
            ),
          })}
        </span>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('verify.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          error={errors.code?.message}
          className="min-w-0 flex-1 sm:max-w-56"
          {...form.register('code')}
        />
        <Button type="submit" isLoading={confirm.isPending} disabled={newCodeNeeded} className="shrink-0 sm:mt-6.5">
          {t('verify.verify')}
        </Button>
      </div>
      <FormAlert>{serverError(form)}</FormAlert>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Button variant="link" onClick={sendAgain} disabled={cooldown > 0 || resend.isPending}>
          {cooldown > 0 ? t('verify.sendNewWait', { seconds: cooldown }) : t('verify.sendNew')}
        </Button>
        <Button variant="link" onClick={onChangeEmail}>
          {t('verify.otherEmail')}
        </Button>
      </div>
    </form>
  );
}
