// The chip shape of the job page; its colours are lib/jobs.ts's, shared with the cards.

export const CHIP = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset';
