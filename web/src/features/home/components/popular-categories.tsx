import { BookOpen, Calculator, Code, Headset, Megaphone, Palette, PenLine, TrendingUp, Truck, UserCog } from 'lucide-react';
import { Link } from 'react-router-dom';
import { findJobsPath } from '@/config/paths';

const CATEGORIES = [
  { label: 'Software', icon: Code },
  { label: 'Marketing', icon: Megaphone },
  { label: 'Customer Service', icon: Headset },
  { label: 'UI/UX Designer', icon: Palette },
  { label: 'Account/finance', icon: Calculator },
  { label: 'Transportation', icon: Truck },
  { label: 'Education', icon: BookOpen },
  { label: 'Content Writer', icon: PenLine },
  { label: 'Sales Executive', icon: TrendingUp },
  { label: 'HR Manager', icon: UserCog },
] as const;

/** Popular categories (wider screens only, spec §2.2): each searches find-jobs by keyword. */
export function PopularCategories() {
  return (
    <section aria-labelledby="popular-categories" className="hidden bg-slate-50 md:block">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="popular-categories" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Popular categories
        </h2>
        <p className="mt-2 text-slate-600">Browse openings by the work you do best.</p>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
          {CATEGORIES.map(({ label, icon: Icon }) => (
            <li key={label}>
              <Link
                to={findJobsPath({ keyword: label })}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-4 font-medium text-slate-800 transition hover:border-brand-300 hover:text-brand-800 hover:shadow-md"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
