// The logo strip's loop: two equal halves slide left by one half per cycle, so each half must be
// at least as wide as the screen or a gap would open before the second half arrives.

/** Fewer employers with a logo than this and the strip is not shown (an empty-looking strip). */
export const MIN_LOGOS = 3;
/** A tile is 160 px plus 24 px of spacing; 12 tiles (2,208 px) cover the widest common screens. */
export const TILES_PER_HALF = 12;

/** How many times the list of `count` logos repeats in one half of the track (at least once). */
export const loopCopies = (count: number) => (count > 0 ? Math.max(1, Math.ceil(TILES_PER_HALF / count)) : 0);
