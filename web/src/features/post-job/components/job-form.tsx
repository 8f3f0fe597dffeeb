import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Eye, Send } from 'lucide-react';
import { PlacesCombobox } from '@/components/places-combobox';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { inputClasses, labelClasses } from '@/components/ui/field-styles';
import { FormField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { useTranslation } from '@/lib/i18n';
import { stateSuggestions, type JobCatalogue, type JobFormValues } from '../lib/job-form';
import { genderLabel, optionsOf, yesNoLabel } from '../lib/labels';
import { maskPhoneNumbers } from '../lib/phone-mask';
import { periodOptions } from '../lib/salary-period';
import type { JobBody } from '../api/publish-job';
import type { Refusal } from '../lib/moderation';
import { PostingRefused } from './posting-refused';

type JobFormProps = {
  form: UseFormReturn<JobFormValues, unknown, JobBody>;
  catalogue: JobCatalogue;
  /** Called with the API body once every rule passes: 'preview' or 'publish'. */
  onValid: (body: JobBody, next: 'preview' | 'publish') => void;
  publishing: boolean;
  /** What the scam-risk check refused at the last publish (issue 29), shown beside Publish. */
  refusal?: Refusal | null;
};

/** A section of the form: a heading over its fields. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <legend className="sr-only">{title}</legend>
      <h2 aria-hidden="true" className="mb-4 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The job form (spec §2.15, §5 Job form): every field with its rule and message. Phone numbers
 * typed in the description or the requirements turn into asterisks at once, with the spec's
 * warning. Preview and Publish check the form; once a check failed they stay disabled until the
 * form is valid again (spec §4).
 */
export function JobForm({ form, catalogue, onValid, publishing, refusal = null }: JobFormProps) {
  const { t } = useTranslation('postJob');
  const words = useCatalogueWords();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitted, isValid },
  } = form;
  const [phoneWarning, setPhoneWarning] = useState<{ description: boolean; requirements: boolean }>({
    description: false,
    requirements: false,
  });
  const blocked = isSubmitted && !isValid;
  const frequencyLabelId = useId();

  /**
   * register() for a text area whose phone numbers are masked as they are typed: a number is
   * masked once the next character follows it, or when the box is left.
   */
  const masked = (name: 'description' | 'requirements') => {
    const field = register(name);
    const mask = (box: HTMLTextAreaElement, openAt?: number) => {
      const { text, masked: found } = maskPhoneNumbers(box.value, { openAt });
      if (!found) return false;
      // The masked text keeps its length, so the caret stays where it was.
      const { selectionStart, selectionEnd } = box;
      box.value = text;
      box.setSelectionRange(selectionStart, selectionEnd);
      setPhoneWarning((w) => ({ ...w, [name]: true }));
      return true;
    };
    return {
      ...field,
      onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => {
        const box = event.target;
        mask(box, box.selectionStart === box.selectionEnd ? box.selectionEnd : undefined);
        return field.onChange(event);
      },
      onBlur: (event: React.FocusEvent<HTMLTextAreaElement>) => {
        if (mask(event.target)) form.setValue(name, event.target.value, { shouldValidate: isSubmitted });
        return field.onBlur(event);
      },
    };
  };

  const warning = (show: boolean) =>
    show ? (
      <p role="status" className="mt-1.5 rounded-md bg-amber-50 px-2.5 py-1.5 text-sm font-medium text-amber-800">
        {t('form.phoneWarning')}
      </p>
    ) : null;

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      className="space-y-6"
      onSubmit={handleSubmit((body) => onValid(body, 'preview'))}
    >
      <Section title={t('form.basic')}>
        <TextField
          label={t('form.jobTitle')}
          required
          placeholder={t('form.jobTitlePlaceholder')}
          maxLength={200}
          error={errors.jobTitle?.message}
          className="sm:col-span-2"
          {...register('jobTitle')}
        />
        <Controller
          control={control}
          name="state"
          render={({ field, fieldState }) => (
            <StateField
              states={catalogue.states}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <PlacesCombobox
              label={t('form.city')}
              kind="city"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              placeholder={t('form.cityPlaceholder')}
              hint={t('form.cityHint')}
              onSelectPlace={(place) => {
                // A chosen city fills an empty state with its own.
                const state = catalogue.states.find((s) => s === place.state);
                if (state && !form.getValues('state').trim()) form.setValue('state', state, { shouldValidate: isSubmitted });
              }}
            />
          )}
        />
        <SelectField
          label={t('form.category')}
          required
          placeholder={t('form.categoryPlaceholder')}
          options={optionsOf(catalogue.categories, words.category)}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextField
          label={t('form.openPositions')}
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.openPositions?.message}
          {...register('openPositions')}
        />
        <SelectField
          label={t('form.jobType')}
          required
          placeholder={t('form.jobTypePlaceholder')}
          options={optionsOf(catalogue.jobTypes, words.jobType)}
          error={errors.jobType?.message}
          {...register('jobType')}
        />
        <SelectField
          label={t('form.workMode')}
          required
          placeholder={t('form.workModePlaceholder')}
          options={optionsOf(catalogue.workModes, words.workMode)}
          error={errors.workMode?.message}
          {...register('workMode')}
        />
      </Section>

      <Section title={t('form.salary')}>
        <TextField
          label={t('form.salaryMin')}
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={500}
          placeholder={t('form.salaryMinPlaceholder')}
          error={errors.salaryMin?.message}
          {...register('salaryMin')}
        />
        <TextField
          label={t('form.salaryMax')}
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={500}
          placeholder={t('form.salaryMaxPlaceholder')}
          error={errors.salaryMax?.message}
          {...register('salaryMax')}
        />
        <div className="sm:col-span-2">
          <span id={frequencyLabelId} className={`mb-1.5 ${labelClasses}`}>
            {t('form.frequency')}{' '}
            <span className="text-red-600" aria-hidden="true">
              *
            </span>
          </span>
          <div
            role="radiogroup"
            aria-labelledby={frequencyLabelId}
            aria-required="true"
            aria-invalid={errors.salaryFrequency ? true : undefined}
            aria-describedby={errors.salaryFrequency ? `${frequencyLabelId}-error` : undefined}
            className="flex flex-wrap gap-2"
          >
            {periodOptions(catalogue.salaryFrequencies).map((frequency) => (
              <label
                key={frequency}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input type="radio" value={frequency} className="accent-brand-700" {...register('salaryFrequency')} />
                {t(`form.period.${frequency}`)}
              </label>
            ))}
          </div>
          {errors.salaryFrequency?.message ? (
            <p id={`${frequencyLabelId}-error`} className="mt-1.5 text-sm text-red-600">
              {errors.salaryFrequency.message}
            </p>
          ) : (
            <p className="mt-1.5 text-xs text-slate-500">{t('form.frequencyHint')}</p>
          )}
        </div>
      </Section>

      <Section title={t('form.preferences')}>
        <SelectField
          label={t('form.gender')}
          required
          placeholder={t('form.genderPlaceholder')}
          options={optionsOf(catalogue.genders, (gender) => genderLabel(gender, t, words))}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <SelectField
          label={t('form.blueCollar')}
          required
          placeholder={t('form.blueCollarPlaceholder')}
          options={optionsOf(['Yes', 'No'] as const, (value) => yesNoLabel(value, t))}
          error={errors.isBlueCollar?.message}
          {...register('isBlueCollar')}
        />
      </Section>

      <Section title={t('form.descriptionSection')}>
        <div className="sm:col-span-2">
          <TextAreaField
            label={t('form.description')}
            required
            rows={6}
            placeholder={t('form.descriptionPlaceholder')}
            hint={t('form.descriptionHint')}
            error={errors.description?.message}
            {...masked('description')}
          />
          {warning(phoneWarning.description)}
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={t('form.requirements')}
            rows={4}
            placeholder={t('form.requirementsPlaceholder')}
            {...masked('requirements')}
          />
          {warning(phoneWarning.requirements)}
        </div>
      </Section>

      {blocked ? (
        <p className="text-sm text-red-700 sm:text-right" role="status">
          {t('form.fixFields')}
        </p>
      ) : null}
      {refusal ? <PostingRefused refusal={refusal} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" variant="outline" disabled={blocked || publishing}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          {t('form.preview')}
        </Button>
        <Button
          type="button"
          disabled={blocked}
          isLoading={publishing}
          onClick={handleSubmit((body) => onValid(body, 'publish'))}
        >
          {publishing ? null : <Send className="h-4 w-4" aria-hidden="true" />}
          {t('form.publish')}
        </Button>
      </div>
    </form>
  );
}

/** The state box: suggestions filtered from the catalogue's state list as one types (spec §5). */
function StateField({
  states,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  states: readonly string[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  error?: string;
}) {
  const { t } = useTranslation('postJob');
  const { t: common } = useTranslation();
  const exact = states.some((s) => s === value);
  const options = exact ? [] : stateSuggestions(states, value).map((s) => ({ key: s, label: s }));
  return (
    <FormField label={t('form.state')} required error={error}>
      {(control) => (
        <Combobox
          {...control}
          ref={inputRef}
          value={value}
          onValueChange={onChange}
          onBlur={onBlur}
          options={options}
          listLabel={common('places.state')}
          placeholder={t('form.statePlaceholder')}
          className={inputClasses(Boolean(error))}
        />
      )}
    </FormField>
  );
}
