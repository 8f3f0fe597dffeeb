import type { ReactNode } from 'react';
import { TONE_CLASSES, type Tone } from '../lib/moderation';

/** A small coloured chip: a review state, a risk score, an audit action. */
export function ToneBadge({ tone, children, className = '' }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
