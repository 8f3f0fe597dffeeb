import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SimpleResumeBody } from '../lib/simple-resume';
import { getProfile } from './get-profile';
import { profileChanged } from './update-profile';

/** POST /api/files/simple-resume: the server makes the PDF and sets it as the profile's résumé. */
const createSimpleResume = (body: SimpleResumeBody) => api.post('/api/files/simple-resume', { body });

/** Makes the résumé, then takes the profile as saved (its résumé and the form's fields). */
export function useCreateSimpleResume() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'simple-resume'],
    mutationFn: async (body: SimpleResumeBody) => {
      const reply = await createSimpleResume(body);
      profileChanged(client, await getProfile());
      return reply;
    },
  });
}
