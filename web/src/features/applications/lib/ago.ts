// When an application was sent, as spec §9's relative time (lib/dates' `ageOf` steps: 'Today',
// '1 day ago', 'N days ago' up to 30 days, '1 month ago' up to 60, then 'N months ago'), in the
// applications catalogue's words in either language.
import type { Age } from '@/lib/dates';
import type { Translate } from '@/lib/i18n';

/** `age` (lib/dates' `ageOf`) in `t`'s language: 'today', '3 days ago', '2 months ago' ('आज', '3 दिन पहले'). */
export function agoText(t: Translate<'applications'>, age: Age): string {
  if (age.unit === 'today') return t('row.today');
  return age.unit === 'days' ? t('row.daysAgo', { count: age.count }) : t('row.monthsAgo', { count: age.count });
}
