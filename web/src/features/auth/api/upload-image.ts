import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/upload-image (multipart field `file`); resolves with the stored file name. */
export const uploadImage = (file: File) => api.post('/api/auth/upload-image', { form: { file } });

export const uploadImageMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'upload-image'], mutationFn: uploadImage });

export const useUploadImage = () => useMutation(uploadImageMutationOptions());
