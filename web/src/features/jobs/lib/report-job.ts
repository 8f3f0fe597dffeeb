// Reporting a job (issue 29): the reasons as people say them, the form's rules (the API's own:
// one of five reasons, details up to 1,000 characters) and what its failures tell the reporter.
import { z } from '@/lib/zod';
import { isApiError } from '@/lib/api-client';
import type { RequestBody } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import type { Translate } from '@/lib/i18n';
import { REPORT_REASONS, type ReportReason } from '@/lib/moderation';

type ReportBody = RequestBody<'post', '/api/jobs/{id}/report'>;

/** The most characters of the details (the API's limit). */
export const REPORT_DETAILS_MAX = 1000;

const reasonValues = REPORT_REASONS.map((reason) => reason.value) as [ReportReason, ...ReportReason[]];

export const reportSchema = (t: Translate<'jobs'>) =>
  z.object({
    reason: z.enum(reasonValues, { error: t('report.chooseReason') }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, t('report.detailsTooLong', { max: formatNumber(REPORT_DETAILS_MAX) })),
  });

/** The body of POST /api/jobs/{id}/report: empty details are left out. */
export const toReportBody = ({ reason, details }: z.output<ReturnType<typeof reportSchema>>): ReportBody =>
  details ? { reason, details } : { reason };

/**
 * What a failed report tells the reporter: the API's message, or ours for a limit or no answer.
 * `errorText`: lib/error-text's (the API's message in English, its code's words in Hindi).
 */
export function reportFailure(
  error: unknown,
  t: Translate<'jobs'>,
  errorText: (error: unknown, fallback: string) => string,
): string {
  const tooMany = isApiError(error) && error.status === 429;
  return errorText(error, t(tooMany ? 'report.tooMany' : 'report.failed'));
}
