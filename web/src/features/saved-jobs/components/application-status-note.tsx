import type { ViewerApplicationStatus } from '@/types/api';

// Spec §3's colours: Applied grey, In Review yellow, Accepted green, Rejected red.
const TONES: Record<string, string> = {
  Applied: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  'In Review': 'bg-amber-50 text-amber-800 ring-amber-600/25',
  Accepted: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Rejected: 'bg-red-50 text-red-700 ring-red-600/20',
};

/** The job seeker's application status under a saved job's card. */
export function ApplicationStatusNote({ status }: { status: ViewerApplicationStatus }) {
  return (
    <p className="flex items-center gap-2 px-1 text-xs text-slate-600">
      Application status:
      <span
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset ${TONES[status] ?? TONES.Applied}`}
      >
        {status}
      </span>
    </p>
  );
}
