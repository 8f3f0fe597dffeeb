// The Application Dashboard's pure rules (spec §2.12, §7, §9): its four sections, their texts,
// the carousel of 3 cards a page, and loading more of one status 20 at a time.
import type { ApplicationStatus } from '@/types/api';
import type { Translate } from '@/lib/i18n';
import type { MyApplication } from '@/lib/my-applications';
import type { StatusTone } from '@/lib/application-status';

/** Spec §9: 3 cards per carousel page. */
const CARDS_PER_PAGE = 3;

export type DashboardSection = {
  status: ApplicationStatus;
  /** Where its words are in the applications catalogue (`sections.<words>.*`). */
  words: 'applied' | 'inReview' | 'accepted' | 'rejected';
  tone: StatusTone | 'blue';
};

/** Spec §2.12's tiles and sections, in its order. */
export const SECTIONS: readonly DashboardSection[] = [
  { status: 'Applied', words: 'applied', tone: 'blue' },
  { status: 'In Review', words: 'inReview', tone: 'yellow' },
  { status: 'Accepted', words: 'accepted', tone: 'green' },
  { status: 'Rejected', words: 'rejected', tone: 'red' },
];

/**
 * A section's words in `t`'s language: its tile's label and note, its heading, and its empty
 * texts (spec §2.12: 'No {status} Applications' over 'You haven't applied to any jobs yet' or
 * 'No {status lowercase} responses yet').
 */
export function sectionWords(t: Translate<'applications'>, { words }: DashboardSection) {
  return {
    tile: t(`sections.${words}.tile`),
    tileNote: t(`sections.${words}.tileNote`),
    heading: t(`sections.${words}.heading`),
    emptyTitle: t(`sections.${words}.emptyTitle`),
    emptyText: t(`sections.${words}.emptyText`),
  };
}

/** The applications of each status, in the order given. */
export function groupByStatus(apps: readonly MyApplication[]): Record<string, MyApplication[]> {
  const groups: Record<string, MyApplication[]> = {};
  for (const app of apps) (groups[app.status] ??= []).push(app);
  return groups;
}

/** `current` with the applications of `more` it does not hold yet, added at the end. */
export function mergeApplications(current: readonly MyApplication[], more: readonly MyApplication[]): MyApplication[] {
  const seen = new Set(current.map((a) => a._id));
  return [...current, ...more.filter((a) => !seen.has(a._id) && seen.add(a._id))];
}

/**
 * The page of a status's own list (20 a page, newest first) to load next when `loaded` of its
 * applications are held. The first load holds the newest applications of every status, so those
 * of one status are the start of its list.
 */
export const nextLoadMorePage = (loaded: number, limit: number) => Math.floor(loaded / limit) + 1;

/** The carousel's page count (at least 1) and the cards of `page` (clamped). */
export function carouselPage<T>(items: readonly T[], page: number, size = CARDS_PER_PAGE) {
  const total = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), total);
  return { page: current, total, items: items.slice((current - 1) * size, current * size) };
}
