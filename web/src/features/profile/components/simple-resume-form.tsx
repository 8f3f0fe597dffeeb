import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FileText } from 'lucide-react';
import { PlacesCombobox } from '@/components/places-combobox';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useErrorText } from '@/lib/error-text';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { User } from '@/types/api';
import { useCreateSimpleResume } from '../api/create-simple-resume';
import { SIMPLE_RESUME_LIMITS, simpleResumeDefaults, simpleResumeSchema } from '../lib/simple-resume';

type Props = {
  user: User;
  /** Called once the résumé is made (with the server's message; in Hindi, the catalogue's). */
  onCreated: (message: string) => void;
  onCancel: () => void;
};

/**
 * 'Create a simple résumé' (beyond the spec): the few lines an employer needs, filled from the
 * profile, made into a clean PDF by the server and kept as the profile's résumé (replaceable
 * later). Hindi may be typed: the PDF shows it in English letters.
 */
export function SimpleResumeForm({ user, onCreated, onCancel }: Props) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const errorText = useErrorText();
  const schema = useMemo(() => simpleResumeSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: simpleResumeDefaults(user) });
  const { errors } = form.formState;
  const create = useCreateSimpleResume();

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (reply) => onCreated(language === 'en' ? reply.message : t('simpleResume.created')),
      onError: (error) => form.setError(SERVER_ERROR, { message: errorText(error, t('simpleResume.failed')) }),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('simpleResume.form')}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <FileText className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t('simpleResume.title')}</h2>
          <p className="mt-0.5 text-sm text-slate-600">{t('simpleResume.intro')}</p>
        </div>
      </div>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('simpleResume.name')}
          required
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('simpleResume.phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('simpleResume.phonePlaceholder')}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <Controller
          control={form.control}
          name="city"
          render={({ field }) => (
            <PlacesCombobox
              label={t('simpleResume.city')}
              required
              kind="city"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              placeholder={t('simpleResume.cityPlaceholder')}
              error={errors.city?.message}
            />
          )}
        />
        <TextField
          label={t('simpleResume.years')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint={t('simpleResume.yearsHint')}
          error={errors.yearsOfExperience?.message}
          {...form.register('yearsOfExperience')}
        />
        <TextAreaField
          label={t('simpleResume.experience')}
          rows={4}
          placeholder={t('simpleResume.experiencePlaceholder')}
          hint={t('simpleResume.experienceHint', { lines: SIMPLE_RESUME_LIMITS.experienceLines })}
          error={errors.experience?.message}
          className="sm:col-span-2"
          {...form.register('experience')}
        />
        <TextField
          label={t('simpleResume.skills')}
          placeholder={t('simpleResume.skillsPlaceholder')}
          hint={t('simpleResume.skillsHint')}
          error={errors.skills?.message}
          className="sm:col-span-2"
          {...form.register('skills')}
        />
        <TextField
          label={t('simpleResume.education')}
          placeholder={t('simpleResume.educationPlaceholder')}
          error={errors.education?.message}
          {...form.register('education')}
        />
        <TextField
          label={t('simpleResume.languages')}
          placeholder={t('simpleResume.languagesPlaceholder')}
          hint={t('simpleResume.languagesHint')}
          error={errors.languages?.message}
          {...form.register('languages')}
        />
      </div>

      <div className="mt-5">
        <FormAlert>{serverError(form)}</FormAlert>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          {t('simpleResume.cancel')}
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          {create.isPending ? t('simpleResume.creating') : t('simpleResume.create')}
        </Button>
      </div>
    </form>
  );
}
