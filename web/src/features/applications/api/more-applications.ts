import { useMutation } from '@tanstack/react-query';
import { getMyApplications, MY_APPLICATIONS_LIMITS } from '@/lib/my-applications';
import type { ApplicationStatus } from '@/types/api';

/** GET /api/applications/my?status&page&limit=20: the dashboard's load-more of one status (spec §7). */
const loadMoreApplications = ({ status, page }: { status: ApplicationStatus; page: number }) =>
  getMyApplications({ status, page, limit: MY_APPLICATIONS_LIMITS.loadMore });

export const useLoadMoreApplications = () => useMutation({ mutationFn: loadMoreApplications });
