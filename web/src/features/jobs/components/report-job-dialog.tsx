import { useId, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { labelClasses } from '@/components/ui/field-styles';
import { TextAreaField } from '@/components/ui/form-field';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import { useReportJob } from '../api/report-job';
import { REPORT_REASONS } from '@/lib/moderation';
import { REPORT_DETAILS_MAX, reportFailure, reportSchema, toReportBody } from '../lib/report-job';

const THANKS = 'Thank you for telling us. Our team will review this job.';
const ALREADY = 'You had reported this job before: each person counts once.';

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
  const [done, setDone] = useState<{ message: string; counted: boolean } | null>(null);
  const close = () => {
    setDone(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={done ? 'Report sent' : 'Report this job'}
      description={
        done ? undefined : <>Tell us what is wrong with &ldquo;{jobTitle}&rdquo;. Your name is not shown to the employer.</>
      }
    >
      {done ? (
        <div role="status" className="text-sm leading-relaxed text-slate-600">
          <span className="mb-3 flex h-11 w-11 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CircleCheck className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="font-medium text-slate-900">{done.message || THANKS}</p>
          {done.counted ? null : <p className="mt-1">{ALREADY}</p>}
          <div className="mt-6 flex justify-end">
            <Button onClick={close} className="w-full sm:w-auto">
              Done
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
  const form = useZodForm(reportSchema, { defaultValues: { details: '' } });
  const report = useReportJob();
  const { errors } = form.formState;
  const details = useWatch({ control: form.control, name: 'details' }) ?? '';
  const reasonErrorId = useId();

  const submit = form.handleSubmit((values) =>
    report.mutate(
      { id: jobId, body: toReportBody(values) },
      {
        onSuccess: (reply) => onDone({ message: reply.message, counted: reply.counted }),
        onError: (error) => form.setError(SERVER_ERROR, { message: reportFailure(error) }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Report this job">
      <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <legend className={`${labelClasses} mb-1.5`}>What is wrong?</legend>
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
              {reason.label}
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
        label="Details (optional)"
        rows={3}
        maxLength={REPORT_DETAILS_MAX}
        placeholder="What happened? For example, who asked for money and how much."
        error={errors.details?.message}
        hint={`${details.length.toLocaleString('en-IN')} / ${REPORT_DETAILS_MAX.toLocaleString('en-IN')} characters`}
        {...form.register('details')}
      />
      <FormAlert>{serverError(form)}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={report.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={report.isPending}>
          Submit report
        </Button>
      </div>
    </form>
  );
}
