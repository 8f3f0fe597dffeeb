import type { ReactNode } from 'react';
import { ExternalLink, FileText } from 'lucide-react';
import { uploadUrl } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { hidden } from './rich-tags';
import { documentType } from '../lib/profile-form';

/**
 * A stored résumé: its type, View (opens {upload base}/{file} in a new tab, spec §7) and the
 * actions the caller adds (Delete, Remove).
 */
export function ResumeFile({ fileName, note, children }: { fileName: string; note?: string; children?: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/70 p-3.5 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-slate-200">
          <FileText className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">
            {t('resumeFile.title', { type: documentType(fileName) ?? t('resumeFile.file') })}
          </p>
          <p className="truncate text-xs text-slate-500">{note ?? t('resumeFile.uploaded')}</p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <a
          href={uploadUrl(fileName)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {richText(t('resumeFile.view'), hidden)}
        </a>
        {children}
      </div>
    </div>
  );
}
