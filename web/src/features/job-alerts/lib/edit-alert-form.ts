// The rules of the Edit job alert dialog in the app's language: lib/alert-form's alertSchema
// (the API's own checks, in its words in English), with the jobAlerts catalogue's words.
import { z } from '@/lib/zod';
import { ALERT_NAME_MAX } from '@/lib/alert-form';
import type { Translate } from '@/lib/i18n';

/** An alert's name and how often it mails. */
export const editAlertSchema = (t: Translate<'jobAlerts'>) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, t('edit.nameRequired'))
      .max(ALERT_NAME_MAX, t('edit.nameMax', { max: ALERT_NAME_MAX })),
    frequency: z.enum(['instant', 'daily', 'weekly'], { error: t('edit.frequencyRequired') }),
  });
