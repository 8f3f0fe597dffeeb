import type { ReactNode } from 'react';
import { Head } from '@/components/ui/head';
import { env } from '@/config/env';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export default function PrivacyPolicyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <Head title="Privacy Policy" description="How KaamSetu collects, uses and protects your data." />
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Privacy Policy</h1>
      <p className="mt-4 text-lg text-slate-600">
        This policy explains what data {env.APP_NAME} collects when you use the portal, why, and the choices you have.
      </p>

      <Section title="Information we collect">
        <p>
          <strong className="text-slate-900">Personal data</strong> you give us: your name, email address, contact details,
          education, employment history, skills and resume.
        </p>
        <p>
          <strong className="text-slate-900">Non-personal data</strong> collected as you use the site: IP address, browser type,
          device information, the pages you visit, and cookies.
        </p>
      </Section>

      <Section title="How we use your information">
        <ul className="list-disc space-y-2 pl-5">
          <li>To create and run your account and keep it secure.</li>
          <li>To show you relevant jobs and let you apply to them.</li>
          <li>To let employers post jobs and review the applications they receive.</li>
          <li>To improve the portal and understand how it is used.</li>
          <li>To send you messages about your account and your applications.</li>
        </ul>
      </Section>

      <Section title="Sharing your information">
        <p>
          When you apply to a job, the employer who posted it can see your profile and resume. We also share data with service
          providers who help us run the portal (such as hosting and e-mail), only as far as they need it to do that work. We do
          not sell your personal data.
        </p>
      </Section>

      <Section title="Security">
        <p>
          We protect your data with reasonable technical and organisational measures, including encrypted connections and hashed
          passwords. No service can promise perfect security, so please keep your password private.
        </p>
      </Section>

      <Section title="Retention and deletion">
        <p>
          We keep your data while your account is active and as long as needed for the purposes above. You can ask us to delete
          your account and personal data at any time, and we will do so unless the law requires us to keep it.
        </p>
      </Section>

      <Section title="Your rights">
        <p>
          You may ask to see the personal data we hold about you, correct it, delete it, or object to how we use it. You can
          update most of your profile yourself from your dashboard.
        </p>
      </Section>

      <Section title="Contact us">
        <p>
          Questions about this policy or your data? Write to{' '}
          <a href={`mailto:${env.SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {env.SUPPORT_EMAIL}
          </a>
          .
        </p>
      </Section>
    </article>
  );
}
