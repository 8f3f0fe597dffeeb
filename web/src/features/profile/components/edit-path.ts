import { paths } from '@/config/paths';
import type { EditField } from '../lib/profile-form';

/** /edit-profile, opened at `field` when given (Upload Resume, Add Skills). */
export const editPath = (field?: EditField) =>
  field ? `${paths.candidate.editProfile}?${new URLSearchParams({ field })}` : paths.candidate.editProfile;
