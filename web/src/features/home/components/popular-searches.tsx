import { ArrowRight, Briefcase, Clock, GraduationCap, Laptop, UsersRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { findJobsPath, type FindJobsParams } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';

type Card = {
  title: 'fullTime' | 'internship' | 'women' | 'partTime' | 'remote';
  count: number;
  filter: FindJobsParams;
  icon: typeof Briefcase;
  tint: string;
};

// Spec §2.2 and §9: each card adds its filter plus isBlueCollar=No; the counts are fixed labels
// ('2000+ jobs' as the spec writes it; Hindi groups the digits, '2,000+ नौकरियाँ').
const CARDS: Card[] = [
  { title: 'fullTime', count: 2000, filter: { type: 'Full-Time' }, icon: Briefcase, tint: 'bg-blue-50 text-blue-700' },
  { title: 'internship', count: 5000, filter: { type: 'Internship' }, icon: GraduationCap, tint: 'bg-amber-50 text-amber-700' },
  { title: 'women', count: 3000, filter: { gender: 'Female' }, icon: UsersRound, tint: 'bg-pink-50 text-pink-700' },
  { title: 'partTime', count: 1500, filter: { type: 'Part-Time' }, icon: Clock, tint: 'bg-emerald-50 text-emerald-700' },
  { title: 'remote', count: 7000, filter: { workMode: 'Remote' }, icon: Laptop, tint: 'bg-violet-50 text-violet-700' },
];

export function PopularSearches() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <section aria-labelledby="popular-searches" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="popular-searches" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('popular.title')}
      </h2>
      <p className="mt-2 text-slate-600">{t('popular.intro')}</p>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
        {CARDS.map(({ title, count, filter, icon: Icon, tint }) => (
          <li key={title} className="last:col-span-2 md:last:col-span-1">
            <Link
              to={findJobsPath({ ...filter, isBlueCollar: 'No' })}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 transition sm:p-5 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/5"
            >
              <span className={`flex h-11 w-11 items-center justify-center rounded-xl ${tint}`}>
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="mt-4 font-semibold text-slate-900">{t(`popular.${title}`)}</span>
              <span className="mt-1 text-sm text-slate-500">
                {t('popular.jobs', { count, number: language === 'en' ? String(count) : formatNumber(count) })}
              </span>
              <span className="mt-4 hidden items-center gap-1 text-sm font-medium text-brand-700 sm:inline-flex">
                {t('popular.explore')}{' '}
                <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
