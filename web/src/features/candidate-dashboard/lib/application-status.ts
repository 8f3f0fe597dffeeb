// How an application's status looks (spec §3: Applied grey, In Review yellow, Accepted green,
// Rejected red; any other value as its own label, or 'Unknown').

const TONES: Record<string, string> = {
  Applied: 'bg-slate-100 text-slate-700 ring-slate-500/15',
  'In Review': 'bg-amber-50 text-amber-800 ring-amber-600/20',
  Interview: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  Accepted: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Hired: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Rejected: 'bg-red-50 text-red-700 ring-red-600/15',
};

/** The badge's text and colour classes for `status`. */
export function statusBadge(status: string | null | undefined): { label: string; tone: string } {
  const label = status?.trim() || 'Unknown';
  return { label, tone: TONES[label] ?? 'bg-slate-100 text-slate-600 ring-slate-500/15' };
}
