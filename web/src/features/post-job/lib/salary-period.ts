// Salary period (beyond the spec): the amounts an employer types are read in the period they chose,
// so "18,000 - 24,000" with "per year" would publish as ₹18,000 a year. The period is an explicit
// choice (per month first: most jobs here pay monthly), and amounts that look like the other period
// make the preview ask.
import type { SalaryFrequency } from '@/types/api';

/** A yearly figure under this looks monthly (₹1,00,000 a year is ₹8,333 a month). */
const YEARLY_LOOKS_MONTHLY_BELOW = 100_000;
/** A monthly figure over this looks yearly (₹5,00,000 a month is ₹60 lakh a year). */
const MONTHLY_LOOKS_YEARLY_ABOVE = 500_000;

/** The periods in the order the form offers them: per month first. */
export function periodOptions(frequencies: readonly SalaryFrequency[]): SalaryFrequency[] {
  return [...frequencies].sort((a, b) => (a === 'per month' ? -1 : b === 'per month' ? 1 : 0));
}

/**
 * The period the amounts more likely mean when it is not the one chosen, else null: a yearly
 * range whose top is under ₹1,00,000 was probably meant per month; a monthly range whose top is
 * over ₹5,00,000 was probably meant per year.
 */
export function likelyPeriod(
  salaryMin: number | null | undefined,
  salaryMax: number | null | undefined,
  frequency: string | null | undefined,
): SalaryFrequency | null {
  const amounts = [salaryMin, salaryMax].filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0);
  if (amounts.length === 0) return null;
  const top = Math.max(...amounts);
  if (frequency === 'per year' && top < YEARLY_LOOKS_MONTHLY_BELOW) return 'per month';
  if (frequency === 'per month' && top > MONTHLY_LOOKS_YEARLY_ABOVE) return 'per year';
  return null;
}
