import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { saveAccountLanguage } from '@/lib/account-language';
import { useUser } from '@/lib/auth';
import { setLanguage, useLanguage, useTranslation } from '@/lib/i18n';
import { LANGUAGES, type Language } from '@/lib/language';

/** Each language's name as its readers write it, whatever the page's language. */
const NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * English / हिन्दी (issue 30). `group` (wide screens): both, the current one pressed. `toggle`
 * (phones and tablets, where the header has little room): the other language only.
 * A switch waits for the words of its language (Hindi loads on first use); it shows as pressed
 * meanwhile. A signed-in person's choice is saved to their account.
 */
export function LanguageSwitch({ variant, className = '' }: { variant: 'group' | 'toggle'; className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const [pending, setPending] = useState<Language | null>(null);
  const client = useQueryClient();
  const { data: user } = useUser();
  const shown = pending ?? current;

  const choose = (language: Language) => {
    if (language === shown) return;
    setPending(language);
    // Signed in: the account keeps the choice too (lib/account-language).
    void saveAccountLanguage(client, user, language);
    void setLanguage(language).finally(() => setPending(null));
  };

  if (variant === 'toggle') {
    const other = LANGUAGES.find((language) => language !== shown) ?? 'en';
    return (
      <button
        type="button"
        lang={other}
        onClick={() => choose(other)}
        aria-busy={pending !== null || undefined}
        className={`inline-flex h-9 items-center rounded-lg border border-slate-300 px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 ${className}`}
      >
        {NAMES[other]}
      </button>
    );
  }

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      aria-busy={pending !== null || undefined}
      className={`inline-flex items-center rounded-lg border border-slate-300 p-0.5 ${className}`}
    >
      {LANGUAGES.map((language) => {
        const pressed = language === shown;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={pressed}
            onClick={() => choose(language)}
            className={`rounded-md px-2.5 py-1 text-sm font-medium transition-colors ${
              pressed ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {NAMES[language]}
          </button>
        );
      })}
    </div>
  );
}
