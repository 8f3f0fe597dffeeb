// The message an admin sends with a rejection or a suspension: the API's own rule, in its words
// (api/src/routes/admin.rs `parse_message`), so the dialog refuses what the API would; the words
// in the console's language (`t`: the `admin` catalogue).
import { z } from '@/lib/zod';
import type { Translate } from '@/lib/i18n';

const MESSAGE_MIN = 5;
export const MESSAGE_MAX = 1000;

export const decisionSchema = (t: Translate<'admin'>) =>
  z.object({
    message: z
      .string()
      .trim()
      .min(MESSAGE_MIN, t('decision.messageMin', { min: MESSAGE_MIN }))
      .max(MESSAGE_MAX, t('decision.messageMax')),
  });
