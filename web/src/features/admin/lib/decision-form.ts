// The message an admin sends with a rejection or a suspension: the API's own rule, in its words
// (api/src/routes/admin.rs `parse_message`), so the dialog refuses what the API would.
import { z } from 'zod';

const MESSAGE_MIN = 5;
export const MESSAGE_MAX = 1000;

export const decisionSchema = z.object({
  message: z
    .string()
    .trim()
    .min(MESSAGE_MIN, `Please write a message for the employer (at least ${MESSAGE_MIN} characters)`)
    .max(MESSAGE_MAX, 'The message can be at most 1,000 characters'),
});
