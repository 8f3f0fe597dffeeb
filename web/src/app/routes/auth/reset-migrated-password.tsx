import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Head } from '@/components/ui/head';
import { loginPath } from '@/config/paths';
import { ResetMigratedPasswordForm } from '@/features/auth/components/reset-migrated-password-form';
import { useTranslation } from '@/lib/i18n';
import type { Role } from '@/types/api';

/** /reset-migrated-password?email=…&role=… (spec §2.6); email and role may also come in state. */
export default function ResetMigratedPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const state = useLocation().state as { email?: string; role?: string } | null;
  const email = params.get('email') ?? state?.email ?? '';
  const rawRole = params.get('role') ?? state?.role;
  const role: Role = rawRole === 'employer' ? 'employer' : 'jobseeker';

  return (
    <AuthLayout
      audience={role}
      title={t('migrated.title')}
      subtitle={t('migrated.subtitle')}
      footer={
        <Link to={loginPath(role)} className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('migrated.backToLogin')}
        </Link>
      }
    >
      <Head title={t('migrated.pageTitle')} noCache />
      <ResetMigratedPasswordForm key={`${email}:${role}`} initialEmail={email} role={role} />
    </AuthLayout>
  );
}
