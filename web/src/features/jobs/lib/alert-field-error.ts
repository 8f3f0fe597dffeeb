// The job-alert form's field messages in the app's language (issue 30). Its rules, lib/alert-form,
// are shared with the Alerts page and speak the API's English; each of their messages has its
// words in the `jobs` catalogue here.
import { ALERT_NAME_MAX } from '@/lib/alert-form';
import type { Translate } from '@/lib/i18n';

/** A field's message (lib/alert-form's English) in `t`'s language; a message it does not know as it is. */
export function alertFieldError(message: string | undefined, t: Translate<'jobs'>): string | undefined {
  if (!message) return message;
  const words: Record<string, string> = {
    'Alert name is required': t('alert.nameRequired'),
    [`Alert name must be at most ${ALERT_NAME_MAX} characters`]: t('alert.nameTooLong', { max: ALERT_NAME_MAX }),
    'Choose how often to email you': t('alert.chooseFrequency'),
    'Email is required': t('alert.emailRequired'),
    'Please enter a valid email': t('alert.emailInvalid'),
  };
  return words[message] ?? message;
}
