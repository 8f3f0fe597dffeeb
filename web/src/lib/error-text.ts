// A failed call's words in the app's language (issue 30). In English, the server's own message
// (the spec's wording), else the screen's fallback, exactly as `errorMessage` gives them. In
// Hindi, the Hindi of the error's code (locales/hi/errors.json) where its message is always the
// same; else the screen's fallback, which the screen gives in Hindi; else the server's message.
import { useCallback } from 'react';
import { errorMessage, isApiError } from './api-client';
import { hasText, translate, useLanguage } from './i18n';

/** `(error, fallback) => words`: what a screen shows for a failed call. */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const language = useLanguage();
  return useCallback(
    (error: unknown, fallback: string) => {
      if (language === 'en') return errorMessage(error, fallback);
      const code = isApiError(error) ? error.body.code : undefined;
      if (code && hasText('errors', code)) return translate('errors', code);
      return fallback || errorMessage(error, fallback);
    },
    [language],
  );
}
