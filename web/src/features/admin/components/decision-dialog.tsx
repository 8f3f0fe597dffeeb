import { useMemo } from 'react';
import { TriangleAlert } from 'lucide-react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { useErrorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useRejectJob } from '../api/reject-job';
import { useSuspendEmployer } from '../api/suspend-employer';
import { decisionSchema, MESSAGE_MAX } from '../lib/decision-form';
import type { QueueItem } from '../lib/moderation';

/** Which decision the dialog takes, on which queue item. */
export type Decision = { kind: 'reject' | 'suspend'; item: QueueItem };

/**
 * Reject a job, or suspend its employer: both need a message, which the employer is mailed (and,
 * for a rejection, reads in Manage Jobs). Open while there is a decision.
 */
export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const suspend = decision?.kind === 'suspend';
  return (
    <Dialog
      open={decision !== null}
      onClose={onClose}
      title={suspend ? t('decision.suspendTitle') : t('decision.rejectTitle')}
      description={
        decision
          ? richText(t(suspend ? 'decision.suspendText' : 'decision.rejectText'), {
              email: () => <span translate="no">{decision.item.employer.email}</span>,
              title: () => <span translate="no">{decision.item.job.title}</span>,
            })
          : undefined
      }
    >
      {/* A fresh form for each decision. */}
      {decision ? <DecisionForm key={`${decision.kind}:${decision.item.job._id}`} decision={decision} onDone={onClose} /> : null}
    </Dialog>
  );
}

function DecisionForm({ decision, onDone }: { decision: Decision; onDone: () => void }) {
  const { kind, item } = decision;
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const schema = useMemo(() => decisionSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { message: '' } });
  const reject = useRejectJob();
  const suspend = useSuspendEmployer();
  const pending = reject.isPending || suspend.isPending;
  const { errors } = form.formState;

  const onError = (error: unknown) =>
    form.setError(SERVER_ERROR, {
      message: errorText(error, kind === 'suspend' ? t('decision.suspendFailed') : t('decision.rejectFailed')),
    });

  const submit = form.handleSubmit(({ message }) => {
    if (kind === 'reject') {
      reject.mutate(
        { id: item.job._id, message },
        {
          onSuccess: () => {
            toast.success(t('decision.rejected'), {
              description: richText(t('decision.rejectedText'), { title: () => <span translate="no">{item.job.title}</span> }),
            });
            onDone();
          },
          onError,
        },
      );
    } else {
      suspend.mutate(
        { id: item.employer._id, message },
        {
          onSuccess: () => {
            toast.success(t('decision.suspended'), {
              description: richText(t('decision.suspendedText'), {
                email: () => <span translate="no">{item.employer.email}</span>,
              }),
            });
            onDone();
          },
          onError,
        },
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {kind === 'suspend' ? (
        <div
          role="note"
          className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-900"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
          <p>
            {richText(
              item.employer.jobs > 1
                ? t('decision.warningCount', { count: formatNumber(item.employer.jobs) })
                : t('decision.warning'),
              { strong: (words) => <span className="font-semibold">{words}</span> },
            )}
          </p>
        </div>
      ) : null}
      <TextAreaField
        label={t('decision.message')}
        required
        rows={4}
        maxLength={MESSAGE_MAX}
        placeholder={kind === 'suspend' ? t('decision.suspendPlaceholder') : t('decision.rejectPlaceholder')}
        hint={richText(t('decision.hint'), { email: () => <span translate="no">{item.employer.email}</span> })}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <FormAlert>{serverError(form)}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {t('decision.cancel')}
        </Button>
        <Button type="submit" variant="danger" isLoading={pending}>
          {kind === 'suspend' ? t('decision.suspend') : t('decision.reject')}
        </Button>
      </div>
    </form>
  );
}
