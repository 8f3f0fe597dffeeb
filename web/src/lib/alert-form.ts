// The rules of the job-alert dialogs (creating one on find jobs, editing one on the Alerts page):
// the API's own checks, in its words (api/src/routes/alerts.rs), so a form refuses what it would.
import { z } from '@/lib/zod';

/** The most characters of an alert's name (the API's limit). */
export const ALERT_NAME_MAX = 100;

const alertName = z
  .string()
  .trim()
  .min(1, 'Alert name is required')
  .max(ALERT_NAME_MAX, `Alert name must be at most ${ALERT_NAME_MAX} characters`);

const alertFrequency = z.enum(['instant', 'daily', 'weekly'], { error: 'Choose how often to email you' });

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A job seeker's new alert, or an edit of one: its name and how often it mails. */
export const alertSchema = z.object({ name: alertName, frequency: alertFrequency });

/** A guest's new alert: also the address to mail (confirmed by a link first). */
export const guestAlertSchema = alertSchema.extend({
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Please enter a valid email'),
});
