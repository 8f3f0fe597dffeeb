import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Building2, Factory, Mail, MapPin, Pencil } from 'lucide-react';
import { toast } from '@/lib/toast';
import { z } from '@/lib/zod';
import { CompanyLogo } from '@/components/company-logo';
import { VerifiedBadge } from '@/components/verified-badge';
import { FileUpload } from '@/components/file-upload';
import { PlacesCombobox } from '@/components/places-combobox';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Head } from '@/components/ui/head';
import { useUser } from '@/lib/auth';
import { useErrorText } from '@/lib/error-text';
import { useZodForm } from '@/lib/form';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { User } from '@/types/api';
import { useUpdateProfile } from '../api/update-profile';
import { VerifyCompanyCard } from './verify-company-card';
import { profileBody, profileValues, shown, type CompanyProfileValues } from '../lib/company-profile';

/** Spec §5: on the company profile no field rule applies beyond the read-only email. */
const schema = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
  companyName: z.string(),
  companyDesc: z.string(),
  companyLogo: z.string().nullable(),
  companyLocation: z.string(),
  industry: z.string(),
}) satisfies z.ZodType<CompanyProfileValues>;

/** Company profile (/company-profile, spec §2.18): view mode, and edit mode behind the pencil. */
export function CompanyProfile() {
  const { t } = useTranslation('companyProfile');
  const { data: user } = useUser();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl">
      <Head title={t('title')} />
      <header className="mb-6 flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{editing ? t('intro.edit') : t('intro.view')}</p>
        </div>
        {editing ? null : (
          <Button
            variant="outline"
            size="icon"
            aria-label={t('editProfile')}
            title={t('editProfile')}
            onClick={() => setEditing(true)}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </header>
      {editing ? <EditProfile user={user} onDone={() => setEditing(false)} /> : <ViewProfile user={user} />}
    </div>
  );
}

/** A value of view mode (the employer's words, as written), or its fallback, muted. */
function Shown({ value }: { value: { text: string; missing: boolean } }) {
  return (
    <span translate={value.missing ? undefined : 'no'} className={value.missing ? 'font-normal text-slate-500' : ''}>
      {value.text}
    </span>
  );
}

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6';

function ViewProfile({ user }: { user: User }) {
  const { t } = useTranslation('companyProfile');
  const name = shown(user, 'name', t);
  const companyName = shown(user, 'companyName', t);
  return (
    <div className="space-y-6">
      <section aria-label={t('view.account')} className={`${card} flex items-center gap-4`}>
        <Avatar name={user.name} fileName={user.avatar} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">
            <Shown value={name} />
          </p>
          <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
            <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">
              <Shown value={shown(user, 'email', t)} />
            </span>
          </p>
        </div>
      </section>

      <section aria-labelledby="company-heading" className={card}>
        <div className="flex items-center gap-4">
          <CompanyLogo name={companyName.missing ? user.name : companyName.text} fileName={user.companyLogo} size="lg" />
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('view.company')}</p>
            <div className="flex min-w-0 items-center gap-2">
              <h2 id="company-heading" className="min-w-0 truncate text-lg font-semibold text-slate-900">
                <Shown value={companyName} />
              </h2>
              {user.verifiedDomain ? <VerifiedBadge /> : null}
            </div>
          </div>
        </div>
        <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('view.about')}</h3>
        <p className="mt-1.5 whitespace-pre-line text-sm leading-relaxed text-slate-700 wrap-break-word">
          <Shown value={shown(user, 'companyDesc', t)} />
        </p>
        <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact icon={<MapPin className="h-4 w-4" aria-hidden="true" />} term={t('view.location')}>
            <Shown value={shown(user, 'companyLocation', t)} />
          </Fact>
          <Fact icon={<Factory className="h-4 w-4" aria-hidden="true" />} term={t('view.industry')}>
            <Shown value={shown(user, 'industry', t)} />
          </Fact>
        </dl>
      </section>

      <VerifyCompanyCard user={user} />
    </div>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-xl bg-slate-50 px-4 py-3">
      <span className="mt-0.5 text-slate-400">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
        <dd className="mt-0.5 text-sm font-medium text-slate-900 wrap-break-word">{children}</dd>
      </div>
    </div>
  );
}

/**
 * Edit mode: the two pictures upload at once (the previous one stays on failure, spec §5); Save
 * waits while saving or uploading; Cancel restores the saved values (spec §4).
 */
function EditProfile({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('companyProfile');
  const language = useLanguage();
  const errorText = useErrorText();
  const form = useZodForm(schema, { defaultValues: profileValues(user) });
  const { register, control, handleSubmit } = form;
  const [uploads, setUploads] = useState({ avatar: false, logo: false });
  const update = useUpdateProfile();
  const uploading = uploads.avatar || uploads.logo;

  const save = handleSubmit((values) =>
    update.mutate(profileBody(user, values), {
      onSuccess: (reply) => {
        // The API's words are English: another language says it in its own.
        toast.success((language === 'en' && reply.message) || t('saved'));
        onDone();
      },
      onError: (error) => toast.error(errorText(error, t('saveFailed'))),
    }),
  );

  return (
    <form noValidate aria-label={t('edit.form')} onSubmit={save} className="space-y-6">
      <section aria-labelledby="you-heading" className={card}>
        <h2 id="you-heading" className="mb-5 text-base font-semibold text-slate-900">
          {t('edit.aboutYou')}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="avatar"
            render={({ field }) => (
              <FileUpload
                label={t('edit.avatar')}
                kind="image"
                shape="round"
                value={field.value}
                onChange={field.onChange}
                successMessage={t('edit.avatarUploaded')}
                failureMessage={t('edit.avatarFailed')}
                onUploadingChange={(busy) => setUploads((u) => ({ ...u, avatar: busy }))}
                className="sm:col-span-2"
              />
            )}
          />
          <TextField label={t('edit.fullName')} autoComplete="name" {...register('name')} />
          <TextField label={t('edit.email')} type="email" value={user.email} readOnly hint={t('edit.emailHint')} />
        </div>
      </section>

      <section aria-labelledby="company-edit-heading" className={card}>
        <h2 id="company-edit-heading" className="mb-5 flex items-center gap-2 text-base font-semibold text-slate-900">
          <Building2 className="h-4 w-4 text-slate-400" aria-hidden="true" />
          {t('edit.company')}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="companyLogo"
            render={({ field }) => (
              <FileUpload
                label={t('edit.logo')}
                kind="image"
                shape="square"
                value={field.value}
                onChange={field.onChange}
                successMessage={t('edit.logoUploaded')}
                failureMessage={t('edit.logoFailed')}
                onUploadingChange={(busy) => setUploads((u) => ({ ...u, logo: busy }))}
                className="sm:col-span-2"
              />
            )}
          />
          <TextField label={t('edit.companyName')} autoComplete="organization" {...register('companyName')} />
          <TextField label={t('edit.industry')} placeholder={t('edit.industryPlaceholder')} {...register('industry')} />
          <TextAreaField
            label={t('edit.description')}
            rows={4}
            placeholder={t('edit.descriptionPlaceholder')}
            className="sm:col-span-2"
            {...register('companyDesc')}
          />
          <Controller
            control={control}
            name="companyLocation"
            render={({ field }) => (
              <PlacesCombobox
                label={t('edit.location')}
                kind="city"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                placeholder={t('edit.locationPlaceholder')}
                hint={t('edit.locationHint')}
                className="sm:col-span-2"
              />
            )}
          />
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() => {
            form.reset(profileValues(user));
            onDone();
          }}
        >
          {t('edit.cancel')}
        </Button>
        <Button type="submit" isLoading={update.isPending} disabled={uploading}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
