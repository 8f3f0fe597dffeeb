import { Controller } from 'react-hook-form';
import { FileText } from 'lucide-react';
import { PlacesCombobox } from '@/components/places-combobox';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import type { User } from '@/types/api';
import { useCreateSimpleResume } from '../api/create-simple-resume';
import { SIMPLE_RESUME_FAILED, SIMPLE_RESUME_LIMITS, simpleResumeDefaults, simpleResumeSchema } from '../lib/simple-resume';

type Props = {
  user: User;
  /** Called once the résumé is made (with the server's message). */
  onCreated: (message: string) => void;
  onCancel: () => void;
};

/**
 * 'Create a simple résumé' (beyond the spec): the few lines an employer needs, filled from the
 * profile, made into a clean PDF by the server and kept as the profile's résumé (replaceable
 * later). Hindi may be typed: the PDF shows it in English letters.
 */
export function SimpleResumeForm({ user, onCreated, onCancel }: Props) {
  const form = useZodForm(simpleResumeSchema, { defaultValues: simpleResumeDefaults(user) });
  const { errors } = form.formState;
  const create = useCreateSimpleResume();

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (reply) => onCreated(reply.message),
      onError: (error) => form.setError(SERVER_ERROR, { message: errorMessage(error, SIMPLE_RESUME_FAILED) }),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Create a simple resume"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <FileText className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-slate-900">Create a simple résumé</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            No résumé file? Fill in these few lines and we make a clean one-page PDF for you. It is saved as your résumé and you
            can replace it later. You may write in English or Hindi.
          </p>
        </div>
      </div>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" required autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Phone number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="e.g. 98765 43210"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <Controller
          control={form.control}
          name="city"
          render={({ field }) => (
            <PlacesCombobox
              label="City"
              required
              kind="city"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              placeholder="e.g. Pune"
              error={errors.city?.message}
            />
          )}
        />
        <TextField
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="0 if this is your first job."
          error={errors.yearsOfExperience?.message}
          {...form.register('yearsOfExperience')}
        />
        <TextAreaField
          label="Work experience (optional)"
          rows={4}
          placeholder={'e.g. Delivery rider, Swiggy, Pune, 2 years\nLoader at a warehouse, 1 year'}
          hint={`One job per line, up to ${SIMPLE_RESUME_LIMITS.experienceLines} lines.`}
          error={errors.experience?.message}
          className="sm:col-span-2"
          {...form.register('experience')}
        />
        <TextField
          label="Skills"
          placeholder="e.g. Driving, Two-wheeler licence, Cooking"
          hint="Separate skills with commas."
          error={errors.skills?.message}
          className="sm:col-span-2"
          {...form.register('skills')}
        />
        <TextField
          label="Education (optional)"
          placeholder="e.g. 12th pass, ITI Electrician"
          error={errors.education?.message}
          {...form.register('education')}
        />
        <TextField
          label="Languages (optional)"
          placeholder="e.g. Hindi, Marathi"
          hint="Separate languages with commas."
          error={errors.languages?.message}
          {...form.register('languages')}
        />
      </div>

      <div className="mt-5">
        <FormAlert>{serverError(form)}</FormAlert>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          {create.isPending ? 'Creating your résumé…' : 'Create résumé'}
        </Button>
      </div>
    </form>
  );
}
