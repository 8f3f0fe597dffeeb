import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Bookmarks a job for the job seeker (their Saved jobs) or removes the bookmark:
 * POST /api/save-jobs/{id} when `save`, else DELETE /api/save-jobs/{id}.
 */
const bookmarkJob = ({ id, save }: { id: string; save: boolean }) =>
  save ? api.post('/api/save-jobs/{id}', { params: { id } }) : api.delete('/api/save-jobs/{id}', { params: { id } });

export const useBookmarkJob = () => useMutation({ mutationFn: bookmarkJob });
