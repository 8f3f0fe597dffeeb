/** The KaamSetu mark and wordmark. */
export function Logo({
  className = '',
  inverted = false,
  wordmarkClassName = '',
}: {
  className?: string;
  inverted?: boolean;
  /** Lets a narrow sidebar hide the word and keep the mark. */
  wordmarkClassName?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 64 64" className="h-9 w-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill={inverted ? '#ffffff' : '#4338ca'} />
        <path d="M20 16h7v13l12-13h9L34.5 30 49 48h-9L30 35l-3 3v10h-7z" fill={inverted ? '#4338ca' : '#ffffff'} />
      </svg>
      {/* The brand, as it is written in every language. */}
      <span
        translate="no"
        className={`text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'} ${wordmarkClassName}`}
      >
        Kaam<span className={inverted ? 'text-brand-200' : 'text-brand-700'}>Setu</span>
      </span>
    </span>
  );
}
