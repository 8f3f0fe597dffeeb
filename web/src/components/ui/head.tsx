import { env } from '@/config/env';
import { useTranslation } from '@/lib/i18n';

/**
 * Document head for a page (React 19 hoists these tags into <head>).
 * `noCache` adds the no-cache meta tags the login pages carry (spec §2.3).
 */
export function Head({ title, description, noCache = false }: { title?: string; description?: string; noCache?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{title ? `${title} | ${env.APP_NAME}` : `${env.APP_NAME} | ${t('ui.defaultTitle')}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noCache ? (
        <>
          <meta httpEquiv="Cache-Control" content="no-cache, no-store, must-revalidate" />
          <meta httpEquiv="Pragma" content="no-cache" />
          <meta httpEquiv="Expires" content="0" />
        </>
      ) : null}
    </>
  );
}
