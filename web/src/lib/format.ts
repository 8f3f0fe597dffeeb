// Numbers, rupees, dates and salary lines in the reader's language (issue 30), for the screens
// that are translated. English keeps the spec's formats word for word (lib/dates, lib/money);
// Hindi reads month names and salary words in Hindi. Digits stay Latin with Indian grouping in
// both (₹2,40,000), as Hindi job ads and newspapers write them.
import { useMemo } from 'react';
import { formatDate as englishDate, toDate, type DateInput, type DatePattern } from './dates';
import { useLanguage, useTranslation, type Translate } from './i18n';
import type { Language } from './language';
import type { SalaryWords } from './money';

// Creating an Intl formatter loads its locale's data (milliseconds on a phone): one of each, made
// when first used.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat('en-IN', options)));
  return format as Intl.NumberFormat;
}

function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat('hi-IN', options)));
  return format as Intl.DateTimeFormat;
}

/** A number with Indian digit grouping, up to two decimals: 240000 → '2,40,000', 12.5 → '12.5'. */
export const formatNumber = (value: number) => numberFormat('number', { maximumFractionDigits: 2 }).format(value);

/** Whole rupees with Indian digit grouping: 240000 → '₹2,40,000'. */
export const formatRupees = (amount: number) =>
  numberFormat('rupees', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);

const HINDI_DATES: Record<DatePattern, Intl.DateTimeFormatOptions | null> = {
  // All digits: the same in both languages.
  'DD-MM-YYYY': null,
  'DD MM YYYY': null,
  'MMM Do YY': { day: 'numeric', month: 'short', year: '2-digit' },
  'MMMM YYYY': { month: 'long', year: 'numeric' },
};

/**
 * `input` in one of the spec's date formats (lib/dates) in `language`: English as the spec writes
 * it ('Jan 5th 25', 'January 2025'), Hindi with Hindi month names ('5 जन॰ 25', 'जनवरी 2025');
 * the all-digit formats are the same in both. Null when the date cannot be read.
 */
export function formatDate(input: DateInput, pattern: DatePattern, language: Language): string | null {
  const options = HINDI_DATES[pattern];
  if (language === 'en' || !options) return englishDate(input, pattern);
  const date = toDate(input);
  return date ? dateFormat(pattern, options).format(date) : null;
}

/**
 * The words of a salary line (lib/money) from the `common` catalogue, in the language `t` speaks:
 * 'वेतन नहीं बताया गया', '₹18,000 - ₹24,000 प्रति माह', '₹12.5–16.5 लाख प्रति वर्ष'. The English
 * catalogue gives exactly lib/money's own English (format.test.ts).
 */
export function salaryWords(t: Translate): SalaryWords {
  return {
    rupees: formatRupees,
    period: { 'per month': t('salary.perMonth'), 'per year': t('salary.perYear') },
    exact: (amount, period) => t('salary.exact', { amount, period }),
    range: (low, high, period) => t('salary.range', { low, high, period }),
    from: (amount, period) => t('salary.from', { amount, period }),
    upTo: (amount, period) => t('salary.upTo', { amount, period }),
    notDisclosed: t('salary.notDisclosed'),
    lakhs: {
      exact: (amount) => t('salary.lakhsExact', { amount }),
      range: (low, high) => t('salary.lakhsRange', { low, high }),
      from: (amount) => t('salary.lakhsFrom', { amount }),
      upTo: (amount) => t('salary.lakhsUpTo', { amount }),
    },
  };
}

/** The salary words of the language the app shows; undefined in English (lib/money's own words). */
export function useSalaryWords(): SalaryWords | undefined {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => (language === 'en' ? undefined : salaryWords(t)), [language, t]);
}
