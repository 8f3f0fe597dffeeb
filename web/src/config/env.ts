/** Runtime configuration. The API is same-origin; override only for unusual deployments. */
export const env = {
  APP_NAME: 'KaamSetu',
  API_BASE: import.meta.env.VITE_API_BASE ?? '/api',
  UPLOADS_BASE: '/uploads',
  BLOG_URL: import.meta.env.VITE_BLOG_URL ?? 'https://blog.kaamsetu.in',
  SUPPORT_EMAIL: 'support@kaamsetu.in',
  API_TIMEOUT_MS: 80_000,
  /** The messaging-app channel linked from the home page (spec §2.2). */
  CHANNEL_URL: (import.meta.env.VITE_CHANNEL_URL as string | undefined) ?? 'https://whatsapp.com/channel/kaamsetu',
} as const;

/** The five social platforms linked from the footer (external). */
export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/kaamsetu' },
  { label: 'X (Twitter)', href: 'https://x.com/kaamsetu' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kaamsetu' },
  { label: 'Instagram', href: 'https://www.instagram.com/kaamsetu' },
  { label: 'YouTube', href: 'https://www.youtube.com/@kaamsetu' },
] as const;
