import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Building2, Factory, Mail, MapPin, Pencil } from 'lucide-react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { CompanyLogo } from '@/components/company-logo';
import { VerifiedBadge } from '@/components/verified-badge';
import { FileUpload } from '@/components/file-upload';
import { PlacesCombobox } from '@/components/places-combobox';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Head } from '@/components/ui/head';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useZodForm } from '@/lib/form';
import type { User } from '@/types/api';
import { useUpdateProfile } from '../api/update-profile';
import { VerifyCompanyCard } from './verify-company-card';
import { profileBody, profileValues, shown, type CompanyProfileValues } from '../lib/company-profile';

// Spec §8 Profiles and uploads, word for word.
const SAVED = 'Profile details updated successfully!';
const SAVE_FAILED = 'Failed to update profile. Please try again.';

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
  const { data: user } = useUser();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl">
      <Head title="Company Profile" />
      <header className="mb-6 flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Company Profile</h1>
          <p className="mt-1 text-sm text-slate-600">
            {editing
              ? 'Update what job seekers see about you and your company.'
              : 'What job seekers see about you and your company.'}
          </p>
        </div>
        {editing ? null : (
          <Button variant="outline" size="icon" aria-label="Edit profile" title="Edit profile" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </header>
      {editing ? <EditProfile user={user} onDone={() => setEditing(false)} /> : <ViewProfile user={user} />}
    </div>
  );
}

/** A value of view mode, or its fallback, muted. */
function Shown({ value }: { value: { text: string; missing: boolean } }) {
  return <span className={value.missing ? 'font-normal text-slate-500' : ''}>{value.text}</span>;
}

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6';

function ViewProfile({ user }: { user: User }) {
  const name = shown(user, 'name');
  const companyName = shown(user, 'companyName');
  return (
    <div className="space-y-6">
      <section aria-label="Account" className={`${card} flex items-center gap-4`}>
        <Avatar name={user.name} fileName={user.avatar} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">
            <Shown value={name} />
          </p>
          <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
            <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">
              <Shown value={shown(user, 'email')} />
            </span>
          </p>
        </div>
      </section>

      <section aria-labelledby="company-heading" className={card}>
        <div className="flex items-center gap-4">
          <CompanyLogo name={companyName.missing ? user.name : companyName.text} fileName={user.companyLogo} size="lg" />
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Company</p>
            <div className="flex min-w-0 items-center gap-2">
              <h2 id="company-heading" className="min-w-0 truncate text-lg font-semibold text-slate-900">
                <Shown value={companyName} />
              </h2>
              {user.verifiedDomain ? <VerifiedBadge /> : null}
            </div>
          </div>
        </div>
        <h3 className="mt-6 text-sm font-semibold text-slate-900">About Company</h3>
        <p className="mt-1.5 whitespace-pre-line text-sm leading-relaxed text-slate-700 wrap-break-word">
          <Shown value={shown(user, 'companyDesc')} />
        </p>
        <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact icon={<MapPin className="h-4 w-4" aria-hidden="true" />} term="Location">
            <Shown value={shown(user, 'companyLocation')} />
          </Fact>
          <Fact icon={<Factory className="h-4 w-4" aria-hidden="true" />} term="Industry">
            <Shown value={shown(user, 'industry')} />
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
  const form = useZodForm(schema, { defaultValues: profileValues(user) });
  const { register, control, handleSubmit } = form;
  const [uploads, setUploads] = useState({ avatar: false, logo: false });
  const update = useUpdateProfile();
  const uploading = uploads.avatar || uploads.logo;

  const save = handleSubmit((values) =>
    update.mutate(profileBody(user, values), {
      onSuccess: (reply) => {
        toast.success(reply.message || SAVED);
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, SAVE_FAILED)),
    }),
  );

  return (
    <form noValidate aria-label="Edit company profile" onSubmit={save} className="space-y-6">
      <section aria-labelledby="you-heading" className={card}>
        <h2 id="you-heading" className="mb-5 text-base font-semibold text-slate-900">
          About you
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="avatar"
            render={({ field }) => (
              <FileUpload
                label="Profile picture"
                kind="image"
                shape="round"
                value={field.value}
                onChange={field.onChange}
                successMessage="Avatar uploaded successfully!"
                failureMessage="Failed to upload avatar. Please try again."
                onUploadingChange={(busy) => setUploads((u) => ({ ...u, avatar: busy }))}
                className="sm:col-span-2"
              />
            )}
          />
          <TextField label="Full name" autoComplete="name" {...register('name')} />
          <TextField label="Email" type="email" value={user.email} readOnly hint="Your email cannot be changed." />
        </div>
      </section>

      <section aria-labelledby="company-edit-heading" className={card}>
        <h2 id="company-edit-heading" className="mb-5 flex items-center gap-2 text-base font-semibold text-slate-900">
          <Building2 className="h-4 w-4 text-slate-400" aria-hidden="true" />
          Company
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="companyLogo"
            render={({ field }) => (
              <FileUpload
                label="Company logo"
                kind="image"
                shape="square"
                value={field.value}
                onChange={field.onChange}
                successMessage="Company logo uploaded successfully!"
                failureMessage="Failed to upload company logo. Please try again."
                onUploadingChange={(busy) => setUploads((u) => ({ ...u, logo: busy }))}
                className="sm:col-span-2"
              />
            )}
          />
          <TextField label="Company name" autoComplete="organization" {...register('companyName')} />
          <TextField label="Industry" placeholder="e.g. Logistics" {...register('industry')} />
          <TextAreaField
            label="Company description"
            rows={4}
            placeholder="What your company does, where, and what it is like to work there"
            className="sm:col-span-2"
            {...register('companyDesc')}
          />
          <Controller
            control={control}
            name="companyLocation"
            render={({ field }) => (
              <PlacesCombobox
                label="Company location"
                kind="city"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                placeholder="e.g. Pune"
                hint="Start typing to see location suggestions"
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
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending} disabled={uploading}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
