// The word catalogues compiled by vite/catalogues.ts (src/lib/i18n reads them).
declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';

  /** The English of the first load's namespaces, by 'en/<namespace>'. */
  export const bundled: Record<string, Messages>;
  /** Every other catalogue, by '<language>/<namespace>', loaded when first needed. */
  export const lazy: Record<string, (() => Promise<{ default: Messages }>) | undefined>;
}
