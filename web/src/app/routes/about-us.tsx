import { BriefcaseBusiness, GraduationCap, Handshake, Lightbulb, Network, Target } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-styles';
import { Head } from '@/components/ui/head';
import { paths } from '@/config/paths';

const OFFERS = [
  { icon: Lightbulb, title: 'offer.recommendations', text: 'offer.recommendationsText' },
  { icon: BriefcaseBusiness, title: 'offer.listings', text: 'offer.listingsText' },
  { icon: GraduationCap, title: 'offer.resources', text: 'offer.resourcesText' },
  { icon: Network, title: 'offer.networking', text: 'offer.networkingText' },
] as const;

export default function AboutUsPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <Head title={t('title')} description={t('description')} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t('title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{t('intro')}</p>
        </div>
      </section>

      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Target className="h-5 w-5" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-2xl font-bold text-slate-900">{t('mission.title')}</h2>
          <p className="mt-3 leading-relaxed text-slate-600">{t('mission.text')}</p>
        </div>
        <div>
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Handshake className="h-5 w-5" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-2xl font-bold text-slate-900">{t('both.title')}</h2>
          <p className="mt-3 leading-relaxed text-slate-600">{t('both.text')}</p>
        </div>
      </section>

      <section aria-labelledby="what-we-offer" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="what-we-offer" className="text-2xl font-bold text-slate-900">
            {t('offer.title')}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {OFFERS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6">
                <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 className="text-2xl font-bold text-slate-900">{t('next.title')}</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.findJobs} className={buttonClasses('primary', 'lg')}>
            {t('next.findJobs')}
          </Link>
          <Link to={paths.signupEmployer} className={buttonClasses('outline', 'lg')}>
            {t('next.hire')}
          </Link>
        </div>
      </section>
    </>
  );
}
