import { useMemo } from 'react';
import { Search } from 'lucide-react';
import { toast } from '@/lib/toast';
import { AlertFrequencyField } from '@/components/alert-frequency-field';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { ALERT_NAME_MAX, alertSchema } from '@/lib/alert-form';
import type { AlertView } from '@/lib/alerts';
import { useErrorText } from '@/lib/error-text';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { useUpdateAlert } from '../api/update-alert';
import { AlertSearchText } from './alert-search-text';

/** Edits an alert's name and how often it mails; the dialog is open while there is one. */
export function EditAlertDialog({ alert, onClose }: { alert: AlertView | null; onClose: () => void }) {
  const { t } = useTranslation('jobAlerts');
  return (
    <Dialog open={alert !== null} onClose={onClose} title={t('edit.title')}>
      {/* A form of its own for each alert: it starts from that alert's values. */}
      {alert ? <EditAlertForm key={alert._id} alert={alert} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditAlertForm({ alert, onDone }: { alert: AlertView; onDone: () => void }) {
  const { t } = useTranslation('jobAlerts');
  const errorText = useErrorText();
  const { t: common } = useTranslation();
  const schema = useMemo(() => alertSchema(common), [common]);
  const form = useZodForm(schema, { defaultValues: { name: alert.name, frequency: alert.frequency } });
  const update = useUpdateAlert();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: alert._id, patch: values },
      {
        onSuccess: () => {
          toast.success(t('edit.saved'));
          onDone();
        },
        onError: (error) => form.setError(SERVER_ERROR, { message: errorText(error, t('edit.failed')) }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="flex items-start gap-2.5 rounded-lg bg-slate-50 px-3.5 py-3 ring-1 ring-inset ring-slate-200">
        <Search className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        <p className="min-w-0 text-sm text-slate-700">
          <span className="block text-xs font-medium text-slate-500">{t('edit.itsSearch')}</span>
          <span className="font-medium text-slate-900">
            <AlertSearchText alert={alert} />
          </span>
          <span className="mt-1 block text-xs text-slate-500">{t('edit.another')}</span>
        </p>
      </div>
      <TextField
        label={t('edit.name')}
        maxLength={ALERT_NAME_MAX}
        error={errors.name?.message}
        hint={t('edit.nameHint')}
        {...form.register('name')}
      />
      <AlertFrequencyField registration={form.register('frequency')} error={errors.frequency?.message} />
      <FormAlert>{serverError(form)}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
