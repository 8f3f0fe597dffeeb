import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { buttonClasses } from '@/components/ui/button-styles';
import { Head } from '@/components/ui/head';
import { paths } from '@/config/paths';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form';
import { readPendingEmail, readPendingSignupFor } from '@/features/auth/pending-signup';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';

/** /verify-email?email=… (spec §2.5). */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const email = params.get('email') ?? readPendingEmail() ?? '';
  // An employer arriving from the employer sign-up keeps the employer pitch.
  const audience = (email ? readPendingSignupFor(email)?.role : undefined) ?? 'jobseeker';

  return (
    <AuthLayout
      audience={audience}
      title={t('verify.title')}
      subtitle={
        email
          ? richText(t('verify.subtitle'), {
              email: () => (
                <span translate="no" className="font-semibold text-slate-900">
                  {email}
                </span>
              ),
            })
          : undefined
      }
    >
      <Head title={t('verify.pageTitle')} />
      {email ? (
        <VerifyEmailForm email={email} />
      ) : (
        <div className="space-y-4">
          <p className="text-slate-600">{t('verify.noEmail')}</p>
          <Link to={paths.signupJobseeker} className={buttonClasses('primary', 'md')}>
            {t('verify.goToSignup')}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
