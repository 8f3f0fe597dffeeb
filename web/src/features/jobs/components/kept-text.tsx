import type { ReactNode } from 'react';
import type { Translate } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';

/**
 * `t` that marks the values named `names`, text people wrote (a keyword, a place typed), as
 * `<kept>…</kept>` in the texts it gives, for `keptText` to draw outside translation.
 */
export function keeping(t: Translate<'jobs'>, names: readonly string[]): Translate<'jobs'> {
  return (key, values) =>
    t(
      key,
      values &&
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            names.includes(name) && typeof value === 'string' && value ? `<kept>${value}</kept>` : value,
          ]),
        ),
    );
}

/** A text of `keeping`'s `t`: its marked values in `translate="no"` (as people wrote them). */
export const keptText = (text: string): ReactNode[] => richText(text, { kept: (words) => <span translate="no">{words}</span> });
