/**
 * The option a combobox's arrow keys move to among `count` options: -1 (none active) goes to
 * the first (down) or the last (up), and moving past either end wraps around.
 */
export const moveActive = (active: number, delta: 1 | -1, count: number): number => {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return delta > 0 ? 0 : count - 1;
  return (active + delta + count) % count;
};
