// Reporting a job (issue 29): the reasons as people say them, the form's rules (the API's own:
// one of five reasons, details up to 1,000 characters) and what its failures tell the reporter.
import { z } from 'zod';
import { errorMessage, isApiError } from '@/lib/api-client';
import type { RequestBody } from '@/lib/api-client';
import { REPORT_REASONS, type ReportReason } from '@/lib/moderation';

type ReportBody = RequestBody<'post', '/api/jobs/{id}/report'>;

/** The most characters of the details (the API's limit). */
export const REPORT_DETAILS_MAX = 1000;

const reasonValues = REPORT_REASONS.map((reason) => reason.value) as [ReportReason, ...ReportReason[]];

export const reportSchema = z.object({
  reason: z.enum(reasonValues, { error: 'Please choose what is wrong with this job' }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Please keep the details to ${REPORT_DETAILS_MAX.toLocaleString('en-IN')} characters`),
});

/** The body of POST /api/jobs/{id}/report: empty details are left out. */
export const toReportBody = ({ reason, details }: z.output<typeof reportSchema>): ReportBody =>
  details ? { reason, details } : { reason };

const REPORT_FAILED = 'Could not send your report. Please try again.';
const TOO_MANY = 'You have sent many reports in a short time. Please try again in a while.';

/** What a failed report tells the reporter: the API's message, or ours for a limit or no answer. */
export function reportFailure(error: unknown): string {
  if (isApiError(error) && error.status === 429) return error.serverMessage ?? TOO_MANY;
  return errorMessage(error, REPORT_FAILED);
}
