import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { JobSearchForm } from '@/components/job-search-form';
import { findJobsPath } from '@/config/paths';
import { richText } from '@/lib/rich-text';
import { useTitleSuggestions } from '../api/get-title-suggestions';

/**
 * Hero with the keyword box (with title suggestions) and the location box; Search or Enter opens
 * find-jobs (spec §2.2).
 */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const suggestions = useTitleSuggestions(keyword);

  return (
    <section className="relative bg-gradient-to-b from-brand-50 via-white to-white">
      {/* Only the glow is clipped, so the places list may hang below the section. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
        <div className="absolute -top-40 left-1/2 h-[480px] w-[900px] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl" />
      </div>
      <div className="relative mx-auto max-w-7xl px-4 pb-6 pt-12 sm:px-6 sm:pb-12 sm:pt-20 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3.5 py-1.5 text-sm font-medium text-brand-800 shadow-xs">
            <Sparkles className="h-4 w-4" aria-hidden="true" /> {t('hero.badge')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            {richText(t('hero.title'), { accent: (words) => <span className="text-brand-700">{words}</span> })}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{t('hero.intro')}</p>
        </div>

        <JobSearchForm
          label={t('hero.form')}
          size="hero"
          keywordSuggestions={suggestions}
          onKeywordChange={setKeyword}
          onSearch={(what, where) => navigate(findJobsPath({ keyword: what, location: where }))}
          className="mx-auto mt-10 max-w-4xl"
        />
      </div>
    </section>
  );
}
