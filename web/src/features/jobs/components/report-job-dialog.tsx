import { useId, useMemo, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { labelClasses } from '@/components/ui/field-styles';
import { TextAreaField } from '@/components/ui/form-field';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { useErrorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { REPORT_REASONS } from '@/lib/moderation';
import { richText } from '@/lib/rich-text';
import { useReportJob } from '../api/report-job';
import { REPORT_DETAILS_MAX, reportFailure, reportSchema, toReportBody } from '../lib/report-job';

type ReportJobDialogProps = {
  open: boolean;
  onClose: () => void;
  jobId: string;
  jobTitle: string;
};

/**
 * "Report this job" (issue 29), for visitors and signed-in people: what is wrong (five reasons),
 * optional details, then the team's thanks. Three people's reports hide a job until an admin
 * decides. The API's refusals (too many reports from here, one's own job) show in the dialog.
 */
export function ReportJobDialog({ open, onClose, jobId, jobTitle }: ReportJobDialogProps) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const [done, setDone] = useState<{ message: string; counted: boolean } | null>(null);
  const close = () => {
    setDone(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={done ? t('report.sent') : t('report.title')}
      description={
        done ? undefined : <>{richText(t('report.description'), { title: () => <span translate="no">{jobTitle}</span> })}</>
      }
    >
      {done ? (
        <div role="status" className="text-sm leading-relaxed text-slate-600">
          <span className="mb-3 flex h-11 w-11 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CircleCheck className="h-6 w-6" aria-hidden="true" />
          </span>
          {/* The server's thanks in English (its words), ours in another language. */}
          <p className="font-medium text-slate-900">{(language === 'en' && done.message) || t('report.thanks')}</p>
          {done.counted ? null : <p className="mt-1">{t('report.already')}</p>}
          <div className="mt-6 flex justify-end">
            <Button onClick={close} className="w-full sm:w-auto">
              {t('report.done')}
            </Button>
          </div>
        </div>
      ) : (
        <ReportForm jobId={jobId} onCancel={close} onDone={setDone} />
      )}
    </Dialog>
  );
}

function ReportForm({
  jobId,
  onCancel,
  onDone,
}: {
  jobId: string;
  onCancel: () => void;
  onDone: (done: { message: string; counted: boolean }) => void;
}) {
  const { t } = useTranslation('jobs');
  const reasons = useCatalogueWords();
  const errorText = useErrorText();
  const schema = useMemo(() => reportSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { details: '' } });
  const report = useReportJob();
  const { errors } = form.formState;
  const details = useWatch({ control: form.control, name: 'details' }) ?? '';
  const reasonErrorId = useId();

  const submit = form.handleSubmit((values) =>
    report.mutate(
      { id: jobId, body: toReportBody(values) },
      {
        onSuccess: (reply) => onDone({ message: reply.message, counted: reply.counted }),
        onError: (error) => form.setError(SERVER_ERROR, { message: reportFailure(error, t, errorText) }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('report.title')}>
      <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <legend className={`${labelClasses} mb-1.5`}>{t('report.whatIsWrong')}</legend>
        <div className="space-y-2">
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-900 transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100"
            >
              <input
                type="radio"
                value={reason.value}
                aria-invalid={errors.reason ? true : undefined}
                className="h-4 w-4 shrink-0 accent-brand-700 focus:outline-none"
                {...form.register('reason')}
              />
              {reasons.reportReason(reason.value)}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id={reasonErrorId} className="mt-1.5 text-sm text-red-600">
            {errors.reason.message}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('report.details')}
        rows={3}
        maxLength={REPORT_DETAILS_MAX}
        placeholder={t('report.detailsPlaceholder')}
        error={errors.details?.message}
        hint={t('report.characters', { count: formatNumber(details.length), max: formatNumber(REPORT_DETAILS_MAX) })}
        {...form.register('details')}
      />
      <FormAlert>{serverError(form)}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={report.isPending}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" isLoading={report.isPending}>
          {t('report.submit')}
        </Button>
      </div>
    </form>
  );
}
