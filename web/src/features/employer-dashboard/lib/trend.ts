// The trend of a dashboard figure (spec §2.14): the API's percentage change of the figure against
// the same figure a week ago (active jobs now against jobs active then, not against jobs
// posted), shown as up, down or flat with its colour and a sentence for screen readers.
import type { Translate } from '@/lib/i18n';

export type TrendDirection = 'up' | 'down' | 'flat';

export type TrendView = {
  direction: TrendDirection;
  /** What the badge shows: '+12.5%', '-40%', '0%'. */
  text: string;
  /** What a screen reader hears: 'Up 12.5% from a week ago'. */
  label: string;
};

const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** The view of a trend percentage in `t`'s words; anything not a finite number counts as no change. */
export function trendView(percent: number | null | undefined, t: Translate<'employerDashboard'>): TrendView {
  const value = typeof percent === 'number' && Number.isFinite(percent) ? percent : 0;
  const magnitude = PERCENT.format(Math.abs(value));
  // A change that rounds to 0.0 is no change.
  if (magnitude === '0') return { direction: 'flat', text: '0%', label: t('trend.flat') };
  if (value > 0) return { direction: 'up', text: `+${magnitude}%`, label: t('trend.up', { percent: magnitude }) };
  return { direction: 'down', text: `-${magnitude}%`, label: t('trend.down', { percent: magnitude }) };
}
