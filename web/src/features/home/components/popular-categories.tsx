import { BookOpen, Calculator, Code, Headset, Megaphone, Palette, PenLine, TrendingUp, Truck, UserCog } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { findJobsPath } from '@/config/paths';

// The keyword searched is the spec's English in either language (the label is translated).
const CATEGORIES = [
  { keyword: 'Software', label: 'software', icon: Code },
  { keyword: 'Marketing', label: 'marketing', icon: Megaphone },
  { keyword: 'Customer Service', label: 'customerService', icon: Headset },
  { keyword: 'UI/UX Designer', label: 'design', icon: Palette },
  { keyword: 'Account/finance', label: 'finance', icon: Calculator },
  { keyword: 'Transportation', label: 'transportation', icon: Truck },
  { keyword: 'Education', label: 'education', icon: BookOpen },
  { keyword: 'Content Writer', label: 'contentWriter', icon: PenLine },
  { keyword: 'Sales Executive', label: 'sales', icon: TrendingUp },
  { keyword: 'HR Manager', label: 'hr', icon: UserCog },
] as const;

/** Popular categories (wider screens only, spec §2.2): each searches find-jobs by keyword. */
export function PopularCategories() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="popular-categories" className="hidden bg-slate-50 md:block">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="popular-categories" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('categories.title')}
        </h2>
        <p className="mt-2 text-slate-600">{t('categories.intro')}</p>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
          {CATEGORIES.map(({ keyword, label, icon: Icon }) => (
            <li key={keyword}>
              <Link
                to={findJobsPath({ keyword })}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-4 font-medium text-slate-800 transition hover:border-brand-300 hover:text-brand-800 hover:shadow-md"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                {t(`categories.${label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
