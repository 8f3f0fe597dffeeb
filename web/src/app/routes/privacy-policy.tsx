import type { ReactNode } from 'react';
import { Head } from '@/components/ui/head';
import { env } from '@/config/env';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

const strong = { strong: (words: string) => <strong className="text-slate-900">{words}</strong> };

const USES = ['use.account', 'use.jobs', 'use.employers', 'use.improve', 'use.messages'] as const;

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy');
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <Head title={t('title')} description={t('description')} />
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('intro', { app: env.APP_NAME })}</p>

      <Section title={t('collect.title')}>
        <p>{richText(t('collect.personal'), strong)}</p>
        <p>{richText(t('collect.nonPersonal'), strong)}</p>
      </Section>

      <Section title={t('use.title')}>
        <ul className="list-disc space-y-2 pl-5">
          {USES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Section>

      <Section title={t('sharing.title')}>
        <p>{t('sharing.text')}</p>
      </Section>

      <Section title={t('security.title')}>
        <p>{t('security.text')}</p>
      </Section>

      <Section title={t('retention.title')}>
        <p>{t('retention.text')}</p>
      </Section>

      <Section title={t('rights.title')}>
        <p>{t('rights.text')}</p>
      </Section>

      <Section title={t('contact.title')}>
        <p>
          {richText(t('contact.text'), {
            email: () => (
              <a href={`mailto:${env.SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                {env.SUPPORT_EMAIL}
              </a>
            ),
          })}
        </p>
      </Section>
    </article>
  );
}
