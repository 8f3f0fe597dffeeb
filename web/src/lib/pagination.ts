/** Spec §2.7, §2.20, §9: a pager shows at most 5 page numbers, sliding around the current page. */
export const PAGE_WINDOW = 5;

/**
 * The page numbers a pager shows: up to `size` consecutive pages with `current` in the middle
 * where possible, shifted to stay within 1..`total`. Empty when there are no pages; `current`
 * is clamped into range first.
 *   pageWindow(1, 10) → [1, 2, 3, 4, 5]; pageWindow(6, 10) → [4, 5, 6, 7, 8];
 *   pageWindow(10, 10) → [6, 7, 8, 9, 10]; pageWindow(2, 3) → [1, 2, 3]
 */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  const pages = Math.max(0, Math.floor(total));
  const span = Math.max(1, Math.floor(size));
  if (pages === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), pages);
  const first = Math.max(1, Math.min(page - Math.floor((span - 1) / 2), pages - span + 1));
  const last = Math.min(pages, first + span - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The 1-based positions of the items on `page` ('Showing X - Y of N'); 0 - 0 when there are none. */
export function pageRange(page: number, pageSize: number, totalItems: number): { from: number; to: number } {
  if (totalItems <= 0 || pageSize <= 0) return { from: 0, to: 0 };
  const lastPage = Math.ceil(totalItems / pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, totalItems) };
}
