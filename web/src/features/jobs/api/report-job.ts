import { useMutation } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

type ReportBody = RequestBody<'post', '/api/jobs/{id}/report'>;

/**
 * POST /api/jobs/{id}/report (issue 29), for visitors and signed-in people alike: 201 when
 * counted, 200 when this person had already reported it (counted once), 429 past the reports
 * allowed from one address in an hour, 400 for one's own job.
 */
const reportJob = ({ id, body }: { id: string; body: ReportBody }) => api.post('/api/jobs/{id}/report', { params: { id }, body });

export const useReportJob = () => useMutation({ mutationFn: reportJob });
