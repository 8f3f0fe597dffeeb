// Chip colours of the job page; the type colours are the cards' (components/job-card.tsx), so
// both read alike.

/** Spec §2.7: Full-Time, Part-Time, Freelance, Internship and Contract have their colours. */
const TYPE_TONES: Record<string, string> = {
  'Full-Time': 'bg-blue-50 text-blue-700 ring-blue-600/15',
  'Part-Time': 'bg-emerald-50 text-emerald-700 ring-emerald-600/15',
  Freelance: 'bg-violet-50 text-violet-700 ring-violet-600/15',
  Internship: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  Contract: 'bg-rose-50 text-rose-700 ring-rose-600/15',
};

export const NEUTRAL_TONE = 'bg-slate-100 text-slate-700 ring-slate-500/10';
export const typeTone = (type: string) => TYPE_TONES[type] ?? NEUTRAL_TONE;
export const CHIP = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset';
