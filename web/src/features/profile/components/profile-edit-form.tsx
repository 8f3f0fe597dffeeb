import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { PlacesCombobox } from '@/components/places-combobox';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { useErrorText } from '@/lib/error-text';
import { useZodForm } from '@/lib/form';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { carryOrigin, originPath } from '@/lib/return-to';
import type { ProfileStatus, User } from '@/types/api';
import { useUpdateProfile } from '../api/update-profile';
import { saveFailureMessage } from '../lib/messages';
import { EXPERIENCED, profileSchema, toFormValues, toProfileBody, type EditField } from '../lib/profile-form';
import { AvatarField } from './avatar-field';
import { ResumeField } from './resume-field';
import { SkillsInput } from './skills-input';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6';

// Unnamed sections: their titles are headings, so a field's label ('Resume', 'Skills') names
// the field alone.
function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className={card}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

type Props = {
  /** The saved profile: the form starts from it and Cancel restores it. */
  user: User;
  statuses: readonly ProfileStatus[];
  /** The field to focus first (/edit-profile?field=skills from 'Add Skills'). */
  focus: EditField | null;
};

/**
 * My Profile in edit mode (spec §2.10, §5): react-hook-form with the profile schema; the photo
 * and résumé upload at once and are saved with the form; Save shows the §8 toasts, refreshes the
 * session and returns to the view; Cancel restores the saved values and returns too.
 */
export function ProfileEditForm({ user, statuses, focus }: Props) {
  const { t } = useTranslation('profile');
  const words = useCatalogueWords();
  const language = useLanguage();
  const errorText = useErrorText();
  const schema = useMemo(() => profileSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: toFormValues(user) });
  const { errors } = form.formState;
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const [uploads, setUploads] = useState(0);
  const status = useWatch({ control: form.control, name: 'status' });
  const name = useWatch({ control: form.control, name: 'name' });
  const experienced = status === EXPERIENCED;

  const skillsRef = useRef<HTMLInputElement>(null);
  const resumeRef = useRef<HTMLInputElement>(null);
  const avatarRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const target =
      focus === 'skills'
        ? skillsRef.current
        : focus === 'resume'
          ? resumeRef.current
          : focus === 'avatar'
            ? avatarRef.current
            : null;
    if (target) {
      target.focus({ preventScroll: true });
      target.closest('section')?.scrollIntoView({ block: 'center' });
    } else if (focus && focus !== 'skills' && focus !== 'resume' && focus !== 'avatar') {
      form.setFocus(focus);
    }
    // Only when the page opens at a field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onBusyChange = (busy: boolean) => setUploads((n) => n + (busy ? 1 : -1));

  const location = useLocation();
  const toView = () => navigate(paths.candidate.userProfile, { state: carryOrigin(location.state) });
  // Sent from a job for want of a résumé: once one is saved, back to the job.
  const origin = originPath(location.state);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toProfileBody(values, user.email));
      toast.success(t('messages.saved'));
      if (origin?.startsWith('/job/') && saved.user.resume) return void navigate(origin);
      toView();
    } catch (error) {
      toast.error(language === 'en' ? saveFailureMessage(error, t) : errorText(error, t('messages.saveFailed')));
    }
  });

  const onCancel = () => {
    form.reset(toFormValues(user));
    toView();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('edit.form')} className="space-y-5">
      <Section title={t('edit.photoTitle')} description={t('edit.photoText')}>
        <Controller
          control={form.control}
          name="avatar"
          render={({ field }) => (
            <AvatarField name={name} value={field.value} onChange={field.onChange} onBusyChange={onBusyChange} ref={avatarRef} />
          )}
        />
      </Section>

      <Section title={t('edit.personalTitle')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('edit.name')}
            required
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField label={t('edit.email')} value={user.email} readOnly hint={t('edit.emailHint')} />
          <TextField
            label={t('edit.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t('edit.phonePlaceholder')}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <Controller
            control={form.control}
            name="location"
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
                error={errors.location?.message}
              />
            )}
          />
        </div>
      </Section>

      <Section title={t('edit.careerTitle')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('edit.status')}
            options={statuses.map((s) => ({ value: s, label: words.profileStatus(s) }))}
            error={errors.status?.message}
            {...form.register('status')}
          />
          {experienced ? (
            <TextField
              label={t('edit.years')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.yearsOfExperience?.message}
              {...form.register('yearsOfExperience')}
            />
          ) : null}
          <TextField
            label={t('edit.education')}
            placeholder={t('edit.educationPlaceholder')}
            error={errors.educationQualification?.message}
            className="sm:col-span-2"
            {...form.register('educationQualification')}
          />
          <TextField
            label={t('edit.languages')}
            placeholder={t('edit.languagesPlaceholder')}
            hint={t('edit.languagesHint')}
            error={errors.languages?.message}
            className="sm:col-span-2"
            {...form.register('languages')}
          />
        </div>
      </Section>

      <Section title={t('edit.skillsTitle')} description={t('edit.skillsText')}>
        <Controller
          control={form.control}
          name="skills"
          render={({ field }) => (
            <Controller
              control={form.control}
              name="skillDraft"
              render={({ field: draft }) => (
                <SkillsInput
                  ref={skillsRef}
                  skills={field.value}
                  draft={draft.value}
                  error={errors.skills?.message}
                  onChange={(next) => {
                    field.onChange(next.skills);
                    draft.onChange(next.draft);
                  }}
                />
              )}
            />
          )}
        />
      </Section>

      <Section title={t('edit.resumeTitle')} description={t('edit.resumeText')}>
        <Controller
          control={form.control}
          name="resume"
          render={({ field }) => (
            <ResumeField
              value={field.value}
              saved={user.resume ?? null}
              onChange={field.onChange}
              onBusyChange={onBusyChange}
              ref={resumeRef}
            />
          )}
        />
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <Button variant="outline" onClick={onCancel} disabled={update.isPending} className="flex-1 sm:flex-none">
          {t('edit.cancel')}
        </Button>
        <Button type="submit" isLoading={update.isPending} disabled={uploads > 0} className="flex-1 sm:flex-none sm:min-w-28">
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
