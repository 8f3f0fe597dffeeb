import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UploadImageResponse = { success: boolean; filename: string; imageUrl?: string; url?: string };

/** POST /api/auth/upload-image (multipart field `file`); resolves with the stored file name. */
export const uploadImage = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.upload<UploadImageResponse>('/auth/upload-image', form);
};

export const uploadImageMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'upload-image'], mutationFn: uploadImage });

export const useUploadImage = () => useMutation(uploadImageMutationOptions());
