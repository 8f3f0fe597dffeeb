import { useMemo, useState, type ReactNode } from 'react';
import { CircleCheck, MailCheck, Search } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { AlertFrequencyField } from '@/components/alert-frequency-field';
import { DevMailNote } from '@/components/dev-mail-note';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { ALERT_NAME_MAX, alertSchema, guestAlertSchema } from '@/lib/alert-form';
import type { AlertFrequency, AlertSearchBody } from '@/lib/alerts';
import { useErrorText } from '@/lib/error-text';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { returnTo } from '@/lib/return-to';
import { richText } from '@/lib/rich-text';
import type { User } from '@/types/api';
import { useCreateAlert, useCreateGuestAlert } from '../api/create-alert';
import { describeAlertSearch } from '../lib/alert-search';
import type { JobsWords } from '../lib/words';
import { keeping, keptText } from './kept-text';
import { useJobsWords } from './use-jobs-words';

const DEFAULT_FREQUENCY: AlertFrequency = 'daily';

/** When the job seeker's mail comes, after "We will email you". */
const WHEN = {
  instant: 'alert.when.instant',
  daily: 'alert.when.daily',
  weekly: 'alert.when.weekly',
} as const satisfies Record<AlertFrequency, string>;

type Done = { kind: 'saved'; frequency: AlertFrequency } | { kind: 'guest'; email: string; devMode: boolean };

type CreateAlertDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The find-jobs search the alert saves. */
  search: AlertSearchBody;
  /** The signed-in job seeker; null for a visitor, who gives an email. */
  user: User | null;
};

/**
 * "Create job alert" on find jobs (beyond the spec; docs/operations.md "Job alerts"): the current
 * search in words, a name (the search in words unless changed) and how often to mail. A job
 * seeker's alert starts at once; a visitor gives an email and confirms it from the mail.
 */
export function CreateAlertDialog({ open, onClose, search, user }: CreateAlertDialogProps) {
  const { t } = useTranslation('jobs');
  const [done, setDone] = useState<Done | null>(null);
  const close = () => {
    setDone(null);
    onClose();
  };
  const title = done?.kind === 'guest' ? t('alert.checkEmail') : done ? t('alert.created') : t('alert.create');
  const email = (address: string) => () => (
    <span translate="no" className="font-semibold text-slate-900">
      {address}
    </span>
  );
  return (
    <Dialog open={open} onClose={close} title={title} description={done ? undefined : t('alert.description')}>
      {done?.kind === 'saved' && user ? (
        <Outcome icon={<CircleCheck className="h-6 w-6" aria-hidden="true" />}>
          <p>{richText(t('alert.saved', { when: t(WHEN[done.frequency]) }), { email: email(user.email) })}</p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              {t('alert.done')}
            </Button>
            <Link to={paths.candidate.jobAlerts} className={buttonClasses('primary', 'md')}>
              {t('alert.seeAlerts')}
            </Link>
          </div>
        </Outcome>
      ) : done?.kind === 'guest' ? (
        <Outcome icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}>
          <p>{richText(t('alert.sent'), { email: email(done.email) })}</p>
          {done.devMode ? (
            <div className="mt-4">
              <DevMailNote />
            </div>
          ) : null}
          <div className="mt-6 flex justify-end">
            <Button onClick={close} className="w-full sm:w-auto">
              {t('alert.done')}
            </Button>
          </div>
        </Outcome>
      ) : (
        <>
          <SearchSummary search={search} />
          {user ? (
            <AccountAlertForm search={search} onCancel={close} onDone={setDone} />
          ) : (
            <GuestAlertForm search={search} onCancel={close} onDone={setDone} />
          )}
        </>
      )}
    </Dialog>
  );
}

function Outcome({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="text-sm leading-relaxed text-slate-600">
      <span className="mb-3 flex h-11 w-11 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">{icon}</span>
      {children}
    </div>
  );
}

function SearchSummary({ search }: { search: AlertSearchBody }) {
  const words = useJobsWords();
  // The keyword and the place as the person typed them.
  const kept = useMemo(() => ({ ...words, t: keeping(words.t, ['keyword', 'location']) }), [words]);
  return (
    <div className="mb-5 flex items-start gap-2.5 rounded-lg bg-slate-50 px-3.5 py-3 ring-1 ring-inset ring-slate-200">
      <Search className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      <p className="min-w-0 text-sm text-slate-700">
        <span className="block text-xs font-medium text-slate-500">{words.t('alert.yourSearch')}</span>
        <span className="font-medium text-slate-900">{keptText(describeAlertSearch(search, kept))}</span>
      </p>
    </div>
  );
}

/** Whether the API refused for the limit of 20 alerts. */
const atLimit = (error: unknown) => isApiError(error) && error.body.code === 'alert_limit';

type FormProps = { search: AlertSearchBody; onCancel: () => void; onDone: (done: Done) => void };

const defaultName = (search: AlertSearchBody, words: JobsWords) => describeAlertSearch(search, words).slice(0, ALERT_NAME_MAX);

/** A signed-in job seeker's alert: saved at once. */
function AccountAlertForm({ search, onCancel, onDone }: FormProps) {
  const words = useJobsWords();
  const { t } = words;
  const errorText = useErrorText();
  const { t: common } = useTranslation();
  const schema = useMemo(() => alertSchema(common), [common]);
  const form = useZodForm(schema, { defaultValues: { name: defaultName(search, words), frequency: DEFAULT_FREQUENCY } });
  const create = useCreateAlert();
  const [limit, setLimit] = useState(false);
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ name, frequency }) => {
    setLimit(false);
    create.mutate(
      { name, frequency, search },
      {
        onSuccess: () => onDone({ kind: 'saved', frequency }),
        onError: (error) => {
          // The API's own message (the limit of 20, too many from here, a bad field).
          setLimit(atLimit(error));
          form.setError(SERVER_ERROR, { message: errorText(error, t('alert.saveFailed')) });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('alert.name')}
        maxLength={ALERT_NAME_MAX}
        error={errors.name?.message}
        hint={t('alert.nameHint')}
        {...form.register('name')}
      />
      <AlertFrequencyField registration={form.register('frequency')} error={errors.frequency?.message} />
      {serverError(form) ? (
        <FormAlert>
          {serverError(form)}
          {limit ? (
            <>
              {' '}
              <Link to={paths.candidate.jobAlerts} className="font-semibold underline underline-offset-2">
                {t('alert.manage')}
              </Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <FormButtons pending={create.isPending} onCancel={onCancel} />
    </form>
  );
}

/** A visitor's alert: mailed to the address given once they confirm it from the mail. */
function GuestAlertForm({ search, onCancel, onDone }: FormProps) {
  const words = useJobsWords();
  const { t } = words;
  const errorText = useErrorText();
  const { t: common } = useTranslation();
  const schema = useMemo(() => guestAlertSchema(common), [common]);
  const form = useZodForm(schema, {
    defaultValues: { email: '', name: defaultName(search, words), frequency: DEFAULT_FREQUENCY },
  });
  const create = useCreateGuestAlert();
  const location = useLocation();
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ email, name, frequency }) =>
    create.mutate(
      { email, name, frequency, search },
      {
        onSuccess: (reply) => onDone({ kind: 'guest', email, devMode: reply.devMode }),
        onError: (error) => form.setError(SERVER_ERROR, { message: errorText(error, t('alert.saveFailed')) }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('alert.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        hint={richText(t('alert.emailHint'), {
          link: (words) => (
            <Link
              to={paths.loginJobseeker}
              state={returnTo(`${location.pathname}${location.search}`)}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {words}
            </Link>
          ),
        })}
        {...form.register('email')}
      />
      <TextField
        label={t('alert.name')}
        maxLength={ALERT_NAME_MAX}
        error={errors.name?.message}
        hint={t('alert.nameHint')}
        {...form.register('name')}
      />
      <AlertFrequencyField registration={form.register('frequency')} error={errors.frequency?.message} />
      <FormAlert>{serverError(form)}</FormAlert>
      <FormButtons pending={create.isPending} onCancel={onCancel} />
    </form>
  );
}

function FormButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation('jobs');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t('alert.cancel')}
      </Button>
      <Button type="submit" isLoading={pending}>
        {t('alert.submit')}
      </Button>
    </div>
  );
}
