import { Construction } from 'lucide-react';
import { Head } from './head';

/**
 * Temporary body of a page whose endpoints are not built yet. Shows the page's real title so
 * navigation and guards can be exercised end to end; it shows no data.
 */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl">
      <Head title={title} />
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <div className="mt-6 flex items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
        <Construction className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="text-slate-700">This page is coming in the next release.</p>
      </div>
    </section>
  );
}
