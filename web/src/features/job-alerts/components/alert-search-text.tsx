import { Fragment, type ReactNode } from 'react';
import type { AlertView } from '@/lib/alerts';
import { formatNumber } from '@/lib/format';
import { hasText, useLanguage, useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';

/** Words people typed (a keyword, a place): kept as written. */
const kept = (text: string) => () => <span translate="no">{text}</span>;

/**
 * An alert's search in words: the server's own in English ('driver jobs in Delhi · Full-Time'),
 * and the same parts in the app's language otherwise ('Delhi में driver की नौकरियाँ · फ़ुल-टाइम'),
 * the keyword and place as typed.
 */
export function AlertSearchText({ alert }: { alert: AlertView }) {
  const { t } = useTranslation('jobAlerts');
  const { t: common } = useTranslation();
  const language = useLanguage();
  if (language === 'en') return <>{alert.searchText}</>;

  const { keyword, location, type = [], workMode = [], category = [], gender, isBlueCollar, minSalary, maxSalary } = alert.search;
  /** A catalogue value in the app's language; one the catalogue does not know, as it is. */
  const value = (list: 'jobType' | 'workMode' | 'category', item: string): ReactNode => {
    const key = `catalogue.${list}.${item}`;
    return hasText('common', key) ? common(key) : <span translate="no">{item}</span>;
  };

  const parts: ReactNode[] = [];
  const tags = { keyword: kept(keyword ?? ''), place: kept(location ?? '') };
  const what = keyword ? (location ? 'search.keywordPlace' : 'search.keyword') : location ? 'search.place' : 'search.all';
  parts.push(richText(t(what), tags));
  for (const [list, items] of [
    ['jobType', type],
    ['workMode', workMode],
    ['category', category],
  ] as const) {
    if (items.length) {
      parts.push(
        items.map((item, i) => (
          <Fragment key={item}>
            {i > 0 ? t('search.or') : null}
            {value(list, item)}
          </Fragment>
        )),
      );
    }
  }
  if (gender === 'Female') parts.push(t('search.women'));
  if (gender === 'Male') parts.push(t('search.men'));
  if (isBlueCollar !== null && isBlueCollar !== undefined)
    parts.push(isBlueCollar ? t('search.blueCollar') : t('search.notBlueCollar'));
  const low = minSalary ?? null;
  const high = maxSalary ?? null;
  if (low !== null && high !== null) parts.push(t('search.salaryRange', { low: formatNumber(low), high: formatNumber(high) }));
  else if (low !== null) parts.push(t('search.salaryFrom', { amount: formatNumber(low) }));
  else if (high !== null) parts.push(t('search.salaryUpTo', { amount: formatNumber(high) }));

  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? ' · ' : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
