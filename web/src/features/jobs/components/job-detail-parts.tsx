import { useId } from 'react';
import { Bookmark, Check, Link2, Lock, ShieldAlert } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FacebookMark, LinkedInMark, WhatsAppMark, XMark } from '@/components/ui/social-icons';
import { useTranslation } from '@/lib/i18n';
import type { Job } from '@/types/api';
import type { ShareLinks } from '../lib/job-detail';

type ApplyControlsProps = {
  job: Job;
  applied: boolean;
  applying: boolean;
  onApply: (job: Job) => void;
  showSave: boolean;
  saved: boolean;
  saving: boolean;
  onSave: (job: Job) => void;
  /** 'stack': full-width buttons (the side card); 'bar': Save beside Apply (the phone's bottom bar). */
  layout: 'stack' | 'bar';
};

/** Apply (or Applied, or closed with its reason) and Save, as the side card and the phone bar show them. */
export function ApplyControls({ job, applied, applying, onApply, showSave, saved, saving, onSave, layout }: ApplyControlsProps) {
  const { t } = useTranslation('jobs');
  const reasonId = useId();
  const stack = layout === 'stack';
  const size = stack ? 'lg' : 'md';

  let apply;
  if (applied) {
    apply = (
      <button
        type="button"
        disabled
        className={`inline-flex ${stack ? 'h-12 w-full' : 'h-11 flex-1'} items-center justify-center gap-2 rounded-lg bg-emerald-50 px-5 text-sm font-semibold text-emerald-700 ring-1 ring-inset ring-emerald-600/20`}
      >
        <Check className="h-4 w-4" aria-hidden="true" />
        {t('applyControls.applied')}
      </button>
    );
  } else if (job.isClosed) {
    apply = (
      <button
        type="button"
        disabled
        aria-describedby={reasonId}
        className={`inline-flex ${stack ? 'h-12 w-full' : 'h-11 flex-1'} cursor-not-allowed items-center justify-center gap-2 rounded-lg bg-slate-100 px-5 text-sm font-semibold text-slate-500`}
      >
        <Lock className="h-4 w-4" aria-hidden="true" />
        {t('applyControls.closed')}
      </button>
    );
  } else {
    apply = (
      <Button size={size} isLoading={applying} onClick={() => onApply(job)} className={stack ? 'w-full' : 'flex-1'}>
        {t('applyControls.applyNow')}
      </Button>
    );
  }

  const save = showSave ? (
    <Button
      variant="outline"
      size={size}
      aria-label={t('applyControls.saveJob')}
      aria-pressed={saved}
      aria-busy={saving || undefined}
      disabled={saving}
      onClick={() => onSave(job)}
      className={`${stack ? 'w-full' : 'shrink-0'} ${saved ? 'border-brand-300 bg-brand-50 text-brand-800' : ''}`}
    >
      <Bookmark className={`h-4 w-4 ${saved ? 'fill-current text-brand-700' : ''}`} aria-hidden="true" />
      {saved ? t('applyControls.saved') : t('applyControls.save')}
    </Button>
  ) : null;

  const reason =
    job.isClosed && !applied ? (
      <p id={reasonId} className={stack ? 'text-sm text-slate-600' : 'mt-2 text-center text-xs text-slate-600'}>
        {t('applyControls.closedReason')}
      </p>
    ) : null;

  if (stack) {
    return (
      <div className="grid gap-3">
        {apply}
        {reason}
        {save}
      </div>
    );
  }
  return (
    <div>
      <div className="flex items-center gap-3">
        {save}
        {apply}
      </div>
      {reason}
    </div>
  );
}

/**
 * The safety line beside Apply (issue 29): 'card', a note with a shield in the side card;
 * 'line', one small centred line under the phone's Apply bar.
 */
export function SafetyNote({ variant = 'card', className = '' }: { variant?: 'card' | 'line'; className?: string }) {
  const { t } = useTranslation('jobs');
  if (variant === 'line') {
    return (
      <p className={`flex items-center justify-center gap-1 text-center text-xs text-slate-600 ${className}`}>
        <ShieldAlert className="h-3.5 w-3.5 shrink-0 text-amber-700" aria-hidden="true" />
        {t('applyControls.neverPay')}
      </p>
    );
  }
  return (
    <p
      className={`flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-950 ring-1 ring-inset ring-amber-600/20 ${className}`}
    >
      <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
      {t('applyControls.neverPay')}
    </p>
  );
}

const shareButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 pointer-coarse:h-11 pointer-coarse:w-11';

/** Share on X, Facebook, LinkedIn and WhatsApp (new tabs), and copy the link. */
export function ShareButtons({ links, url }: { links: ShareLinks; url: string }) {
  const { t } = useTranslation('jobs');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };
  const targets = [
    { label: t('share.x'), href: links.x, Icon: XMark },
    { label: t('share.facebook'), href: links.facebook, Icon: FacebookMark },
    { label: t('share.linkedin'), href: links.linkedin, Icon: LinkedInMark },
    // Beside Copy link (beyond the spec): on a phone the link is most often passed on in WhatsApp.
    { label: t('share.whatsapp'), href: links.whatsapp, Icon: WhatsAppMark },
  ];
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className="text-sm font-medium text-slate-600">{t('share.label')}</span>
      <ul className="flex flex-wrap items-center gap-2" aria-label={t('share.list')}>
        {targets.map(({ label, href, Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('share.newTab', { label })}
              title={label}
              className={shareButton}
            >
              <Icon className="h-4 w-4" />
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void copy()}
            aria-label={t('share.copy')}
            title={t('share.copy')}
            className={shareButton}
          >
            <Link2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </div>
  );
}
