// The category filter's list (spec §2.7: a search box and 'X of 43 categories'; beyond the spec,
// the categories with matching jobs first, by count, the ones without any under 'Show all').

export type CategoryList = {
  /** The categories to list, in order. */
  shown: string[];
  /** How many more wait under 'Show all' (none once shown, or while the counts are unknown). */
  hidden: number;
};

/**
 * The categories to list. While the counts are unknown (the first answer is on its way), the
 * catalogue's order, all of them. With counts: the categories with jobs first, most first (the
 * catalogue's order between equals), then those with none, which are listed only after
 * 'Show all', when a search box text names them, or when chosen (a chosen filter never hides).
 * The search box text narrows the list by label (its English or its words in the app's language),
 * case and spaces aside.
 */
export function categoryList(
  catalogue: readonly string[],
  counts: ReadonlyMap<string, number> | null,
  {
    query = '',
    selected = [],
    showAll = false,
    label,
  }: {
    query?: string;
    selected?: readonly string[];
    showAll?: boolean;
    /** How a category reads in the app's language: the search box finds it by that too. */
    label?: (category: string) => string;
  } = {},
): CategoryList {
  const needle = query.trim().toLowerCase();
  const matches = (category: string) =>
    category.toLowerCase().includes(needle) || (label?.(category).toLowerCase().includes(needle) ?? false);
  const matching = needle ? catalogue.filter(matches) : [...catalogue];
  if (!counts) return { shown: matching, hidden: 0 };
  const count = (category: string) => counts.get(category) ?? 0;
  const withJobs = matching
    .map((category, index) => ({ category, index, jobs: count(category) }))
    .filter((entry) => entry.jobs > 0)
    .sort((a, b) => b.jobs - a.jobs || a.index - b.index)
    .map((entry) => entry.category);
  const without = matching.filter((category) => count(category) <= 0);
  const listed = showAll || needle ? without : without.filter((category) => selected.includes(category));
  return { shown: [...withJobs, ...listed], hidden: without.length - listed.length };
}
