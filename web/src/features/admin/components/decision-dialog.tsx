import { TriangleAlert } from 'lucide-react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
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
  const suspend = decision?.kind === 'suspend';
  return (
    <Dialog
      open={decision !== null}
      onClose={onClose}
      title={suspend ? 'Suspend this employer' : 'Reject this job'}
      description={
        decision
          ? suspend
            ? `${decision.item.employer.email}, who posted “${decision.item.job.title}”.`
            : `“${decision.item.job.title}” stays out of search. The employer is mailed your message and sees it in Manage Jobs.`
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
  const form = useZodForm(decisionSchema, { defaultValues: { message: '' } });
  const reject = useRejectJob();
  const suspend = useSuspendEmployer();
  const pending = reject.isPending || suspend.isPending;
  const { errors } = form.formState;

  const onError = (error: unknown) =>
    form.setError(SERVER_ERROR, {
      message: errorMessage(
        error,
        kind === 'suspend' ? 'Could not suspend the employer. Please try again.' : 'Could not reject the job. Please try again.',
      ),
    });

  const submit = form.handleSubmit(({ message }) => {
    if (kind === 'reject') {
      reject.mutate(
        { id: item.job._id, message },
        {
          onSuccess: () => {
            toast.success('Job rejected', { description: `“${item.job.title}”: the employer was mailed your message.` });
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
            toast.success('Employer suspended', { description: `${item.employer.email}: every job of theirs left search.` });
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
            <span className="font-semibold">All their jobs leave search at once</span>
            {item.employer.jobs > 1 ? ` (${item.employer.jobs} posted)` : null}, and they can no longer post or edit jobs. The
            console has no undo.
          </p>
        </div>
      ) : null}
      <TextAreaField
        label="Message to the employer"
        required
        rows={4}
        maxLength={MESSAGE_MAX}
        placeholder={
          kind === 'suspend'
            ? 'e.g. Your jobs asked job seekers for money, which KaamSetu does not allow.'
            : 'e.g. Asking job seekers for a registration fee is not allowed on KaamSetu.'
        }
        hint={`At least 5 characters. Mailed to ${item.employer.email}.`}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <FormAlert>{serverError(form)}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" isLoading={pending}>
          {kind === 'suspend' ? 'Suspend employer' : 'Reject job'}
        </Button>
      </div>
    </form>
  );
}
