import { ArrowUpRight, Building2, Download, MessageCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/api-client';

/** GET /api/brochure.pdf: a one-page PDF for employers, made by the server from today's figures. */
const BROCHURE_URL = buildUrl('/api/brochure.pdf');

// Buttons on coloured cards: the shared variants are drawn for white pages, so these carry their own colours.
const cardButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-2.5 text-center text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

/** The employer brochure download and the messaging-app channel (spec §1, §2.2). */
export function EmployersAndChannel() {
  const { t } = useTranslation('home');
  const { t: common } = useTranslation();
  return (
    <section aria-label={t('employers.region')} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="relative overflow-hidden rounded-3xl bg-brand-900 p-6 text-white sm:p-10 lg:col-span-3">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-600/40 blur-3xl"
          />
          <div className="relative">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/10 text-brand-100">
              <Building2 className="h-6 w-6" aria-hidden="true" />
            </span>
            <h2 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">{t('employers.title')}</h2>
            <p className="mt-3 max-w-xl leading-relaxed text-brand-100">{t('employers.text')}</p>
            <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <a
                href={BROCHURE_URL}
                download="kaamsetu-employer-brochure.pdf"
                className={`${cardButton} bg-white text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-white`}
              >
                <Download className="h-5 w-5" aria-hidden="true" />
                {t('employers.brochure')}
              </a>
              <Link
                to={paths.signupEmployer}
                className={`${cardButton} border border-white/40 text-white hover:border-white hover:bg-white/10 focus-visible:outline-white`}
              >
                {t('employers.postJob')}
              </Link>
            </div>
          </div>
        </div>

        <div className="flex flex-col rounded-3xl border border-emerald-200 bg-emerald-50/70 p-6 sm:p-10 lg:col-span-2">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
            <MessageCircle className="h-6 w-6" aria-hidden="true" />
          </span>
          <h2 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{t('employers.channelTitle')}</h2>
          <p className="mt-3 leading-relaxed text-slate-600">{t('employers.channelText')}</p>
          <div className="mt-auto pt-7">
            <a
              href={env.CHANNEL_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={`${cardButton} w-full bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-emerald-700 sm:w-auto`}
            >
              {t('employers.channelLink')}
              <ArrowUpRight className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only">{common('opensInNewTab')}</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
