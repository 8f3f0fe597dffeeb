// The rules of the job-alert dialogs (creating one on find jobs, editing one on the Alerts page):
// the API's own checks (api/src/routes/alerts.rs), so a form refuses what it would, with their
// messages in the app's language (`common`'s `alertForm`; in English the API's own words).
import type { Translate } from '@/lib/i18n';
import { z } from '@/lib/zod';

/** The most characters of an alert's name (the API's limit). */
export const ALERT_NAME_MAX = 100;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A job seeker's new alert, or an edit of one: its name and how often it mails. */
export const alertSchema = (t: Translate) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, t('alertForm.nameRequired'))
      .max(ALERT_NAME_MAX, t('alertForm.nameTooLong', { max: ALERT_NAME_MAX })),
    frequency: z.enum(['instant', 'daily', 'weekly'], { error: t('alertForm.chooseFrequency') }),
  });

/** A guest's new alert: also the address to mail (confirmed by a link first). */
export const guestAlertSchema = (t: Translate) =>
  alertSchema(t).extend({
    email: z.string().trim().min(1, t('alertForm.emailRequired')).regex(EMAIL_PATTERN, t('alertForm.emailInvalid')),
  });
