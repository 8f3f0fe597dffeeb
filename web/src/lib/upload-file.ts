// Storing a file on the server (spec §7: multipart field `file`; §5 and §8 Profile uploads), and
// naming a stored file on screen. A signed-in user's avatar, company logo or résumé goes to
// POST /api/files/upload?kind=...; a sign-up's picture or logo, made before the account exists, to
// POST /api/auth/upload-image. What may be picked is checked before by src/lib/upload-rules.ts;
// the server checks it again.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import type { UploadReply } from '@/types/api';
import type { Translate } from './i18n';
import type { UploadKind } from './upload-rules';

/** Where a file goes: a signed-in user's image or document, or a sign-up's image (`anonymous`). */
export type UploadTarget = { kind: UploadKind; anonymous?: false } | { kind: 'image'; anonymous: true };

/** A stored upload: the file name that profiles and sign-ups refer to, and where it is served. */
export type StoredUpload = { filename: string; url: string };

// The upload helper's failures, in the spec's words (§5, §8 Profiles and uploads).
export const UPLOAD_NO_URL = 'Upload successful but no URL returned';
export const UPLOAD_NETWORK_ERROR = 'Network error. Please check your connection and try again.';
export const UPLOAD_FAILED = 'Failed to upload image. Please try again.';

/**
 * A failed upload. `message` is the helper's text of spec §8: the server's message, else
 * 'Upload failed: {status text}', else the network message, else the generic one; `cause` keeps
 * the ApiError (its status) when there was one.
 */
export class UploadError extends Error {
  /** The server's own message, when it sent one (a screen shows it before its own wording). */
  readonly serverMessage: string | undefined;

  constructor(message: string, { cause, serverMessage }: { cause?: unknown; serverMessage?: string } = {}) {
    super(message, { cause });
    this.name = 'UploadError';
    this.serverMessage = serverMessage;
  }
}

const isUploadError = (error: unknown): error is UploadError => error instanceof UploadError;

/** The helper's message for what an upload threw (spec §8). */
function uploadFailure(error: unknown): UploadError {
  if (isUploadError(error)) return error;
  if (isApiError(error)) {
    if (error.serverMessage) return new UploadError(error.serverMessage, { cause: error, serverMessage: error.serverMessage });
    // status 0: no reply at all (offline, or the 80 s timeout with its own message).
    if (error.status === 0) return new UploadError(error.message || UPLOAD_NETWORK_ERROR, { cause: error });
    return new UploadError(`Upload failed: ${error.message}`, { cause: error });
  }
  return new UploadError(UPLOAD_FAILED, { cause: error });
}

/** The stored file of a reply, or an UploadError when it names no file or no URL (spec §5). */
export function storedUpload(reply: Partial<UploadReply> | undefined): StoredUpload {
  const url = reply?.url || reply?.imageUrl;
  if (!reply?.filename || !url) throw new UploadError(UPLOAD_NO_URL);
  return { filename: reply.filename, url };
}

const post = (file: Blob, target: UploadTarget, signal?: AbortSignal) =>
  target.anonymous
    ? api.post('/api/auth/upload-image', { form: { file }, signal })
    : api.post('/api/files/upload', { query: { kind: target.kind }, form: { file }, signal });

/**
 * Stores `file` and resolves with its name and URL. Rejects with an UploadError (spec §8's
 * messages), or with the caller's abort untouched.
 */
export async function uploadFile(file: Blob, target: UploadTarget, signal?: AbortSignal): Promise<StoredUpload> {
  let reply: UploadReply;
  try {
    reply = await post(file, target, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw uploadFailure(error);
  }
  return storedUpload(reply);
}

const uploadMutationOptions = (target: UploadTarget) =>
  mutationOptions({
    mutationKey: ['upload', target.anonymous ? 'signup' : 'signed-in', target.kind],
    mutationFn: (file: Blob) => uploadFile(file, target),
  });

/** A mutation that stores one file at `target`: `mutateAsync(file)` resolves with its name and URL. */
export const useUpload = (target: UploadTarget) => useMutation(uploadMutationOptions(target));

/**
 * What a screen shows for a failed upload: the server's reason when it gave one, else the
 * screen's own words (spec §8: 'Failed to upload avatar. Please try again.'), else the helper's.
 */
export const uploadFailureMessage = (error: unknown, fallback?: string): string =>
  (isUploadError(error) ? error.serverMessage : undefined) ?? fallback ?? (isUploadError(error) ? error.message : UPLOAD_FAILED);

/**
 * What the line under an upload says of a stored file: never its stored name (32 hex
 * characters nobody chose), but what it is: 'Company logo uploaded', 'PDF file uploaded'; in the
 * language of `t` (the `common` words of a translated screen) when given.
 */
export function storedFileLabel(kind: UploadKind, label: string, fileName: string, t?: Translate): string {
  if (kind === 'image') return t ? t('upload.imageUploaded', { label }) : `${label} uploaded`;
  const dot = fileName.lastIndexOf('.');
  const type = dot > 0 ? fileName.slice(dot + 1).toUpperCase() : '';
  if (t) return type ? t('upload.typeUploaded', { type }) : t('upload.fileUploaded');
  return type ? `${type} file uploaded` : 'File uploaded';
}
