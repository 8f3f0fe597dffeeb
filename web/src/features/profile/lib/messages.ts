// The profile's messages, word for word from spec §5 and §8 (Profiles and uploads).
import { isApiError } from '@/lib/api-client';

export const PROFILE_LOAD_FAILED = 'Failed to load profile data';
export const PROFILE_SAVED = 'Profile details updated successfully!';
export const PROFILE_SAVE_FAILED = 'Failed to update profile. Please try again.';

export const AVATAR_UPLOADED = 'Avatar uploaded successfully!';
export const RESUME_UPLOADED = 'Resume uploaded successfully!';
export const AVATAR_UPLOAD_FAILED = 'Failed to upload avatar. Please try again.';
export const RESUME_UPLOAD_FAILED = 'Failed to upload resume. Please try again.';

export const RESUME_DELETE_CONFIRM = 'Are you sure you want to delete your resume?';
export const RESUME_DELETED = 'Resume deleted successfully!';
export const RESUME_DELETE_FAILED = 'Failed to delete resume. Please try again.';

/**
 * A failed save (spec §8): the server's message, else the error's text ('Server responded with
 * status {n}' for a reply without one), else the generic message.
 */
export function saveFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status > 0) return `Server responded with status ${error.status}`;
  }
  return (error instanceof Error && error.message) || PROFILE_SAVE_FAILED;
}

/** A failed résumé delete: the server's message, else the spec's. */
export const deleteFailureMessage = (error: unknown) =>
  (isApiError(error) ? error.serverMessage : undefined) ?? RESUME_DELETE_FAILED;
