// Money is Indian rupees with Indian digit grouping (spec §1, style guide): ₹1,00,000.
import type { SalaryFrequency } from '@/types/api';

/**
 * Indian digit grouping of a whole number (halves away from zero): 100000 → '1,00,000'. Written
 * out rather than toLocaleString('en-IN') or Intl.NumberFormat: creating those loads the
 * locale's data, some 20 ms of a phone's main thread before a job card or a job page can render.
 */
export function groupIndian(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  let head = digits.slice(0, -3);
  let grouped = digits.slice(-3);
  for (; head.length > 2; head = head.slice(0, -2)) grouped = `${head.slice(-2)},${grouped}`;
  if (head) grouped = `${head},${grouped}`;
  return `${value < 0 ? '-' : ''}${grouped}`;
}

/** ₹ and Indian grouping, whole rupees: 100000 → '₹1,00,000', -500 → '-₹500'. */
export function formatInr(amount: number): string {
  const grouped = groupIndian(amount);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

/** Spec §3: the salary frequency is per year unless its text mentions a month. */
export const salaryPeriod = (frequency: string | null | undefined): SalaryFrequency =>
  frequency && /month/i.test(frequency) ? 'per month' : 'per year';

type Amount = number | string | null | undefined;

/** A usable salary bound: a positive finite number (numeric strings accepted), else null. */
const bound = (value: Amount): number | null => {
  const number = typeof value === 'string' ? Number(value.trim() || NaN) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
};

/**
 * The words of a salary line: English (spec §9) unless a translated screen passes its
 * language's (lib/format's `salaryWords`). Amounts come formatted (`rupees`; lakhs as '12.5').
 */
export type SalaryWords = {
  rupees: (amount: number) => string;
  period: Record<SalaryFrequency, string>;
  exact: (amount: string, period: string) => string;
  range: (low: string, high: string, period: string) => string;
  from: (amount: string, period: string) => string;
  upTo: (amount: string, period: string) => string;
  notDisclosed: string;
  /** A yearly salary in lakhs per annum. */
  lakhs: {
    exact: (amount: string) => string;
    range: (low: string, high: string) => string;
    from: (amount: string) => string;
    upTo: (amount: string) => string;
  };
};

const ENGLISH: SalaryWords = {
  rupees: formatInr,
  period: { 'per month': 'per month', 'per year': 'per year' },
  exact: (amount, period) => `${amount} ${period}`,
  range: (low, high, period) => `${low} - ${high} ${period}`,
  from: (amount, period) => `From ${amount} ${period}`,
  upTo: (amount, period) => `Up to ${amount} ${period}`,
  notDisclosed: 'Salary not disclosed',
  lakhs: {
    exact: (amount) => `₹${amount} LPA`,
    range: (low, high) => `₹${low}–${high} LPA`,
    from: (amount) => `From ₹${amount} LPA`,
    upTo: (amount) => `Up to ₹${amount} LPA`,
  },
};

/**
 * The salary line of spec §9: 'From X', 'Up to Y' or 'X - Y', suffixed per year or per month;
 * 'Salary not disclosed' without either bound. Equal bounds show one amount.
 */
export function salaryText(
  { min, max, frequency }: { min?: Amount; max?: Amount; frequency?: string | null },
  words: SalaryWords = ENGLISH,
): string {
  const low = bound(min);
  const high = bound(max);
  const period = words.period[salaryPeriod(frequency)];
  if (low !== null && high !== null) {
    return low === high ? words.exact(words.rupees(low), period) : words.range(words.rupees(low), words.rupees(high), period);
  }
  if (low !== null) return words.from(words.rupees(low), period);
  if (high !== null) return words.upTo(words.rupees(high), period);
  return words.notDisclosed;
}

/** One lakh rupees. */
const LAKH = 100_000;

/**
 * An amount in lakhs, to two decimals at most with trailing zeros dropped: 1250000 → '12.5',
 * 100000 → '1', 105000 → '1.05', 1234567 → '12.35'.
 */
export function lakhs(amount: number): string {
  const hundredths = Math.round(Math.abs(amount) / 1000);
  const whole = groupIndian(Math.floor(hundredths / 100));
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${amount < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The salary line of a card (beyond spec §9's wording): a yearly salary whose bounds
 * are all a lakh or more reads in lakhs per annum, '₹12.5–16.5 LPA', 'From ₹12 LPA',
 * 'Up to ₹16.5 LPA', '₹1 LPA' for equal bounds; any other salary (monthly, under a lakh a year,
 * not disclosed) reads as `salaryText`. The job's own page keeps the full figures.
 */
export function salaryShortText(
  salary: { min?: Amount; max?: Amount; frequency?: string | null },
  words: SalaryWords = ENGLISH,
): string {
  const low = bound(salary.min);
  const high = bound(salary.max);
  const given = [low, high].filter((value) => value !== null);
  if (salaryPeriod(salary.frequency) !== 'per year' || given.length === 0 || given.some((value) => value < LAKH)) {
    return salaryText(salary, words);
  }
  if (low !== null && high !== null) {
    const [from, to] = [lakhs(low), lakhs(high)];
    return from === to ? words.lakhs.exact(from) : words.lakhs.range(from, to);
  }
  if (low !== null) return words.lakhs.from(lakhs(low));
  return words.lakhs.upTo(lakhs(high as number));
}
