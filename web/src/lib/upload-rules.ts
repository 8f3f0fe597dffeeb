// What may be picked for an upload, checked before it is sent (spec §5 Profile uploads, §9): at
// most 5 MB (5242880 bytes); avatars and logos JPEG, PNG, GIF or WebP; résumés PDF, DOC or DOCX.
// The server checks the same again.
import type { Translate } from './i18n';

/** 5 MB, the limit the spec enforces (its hint text says 2 MB; the enforced limit is 5 MB). */
export const MAX_UPLOAD_BYTES = 5_242_880;

export type UploadKind = 'image' | 'document';

type Rule = {
  /** MIME types accepted. */
  types: readonly string[];
  /** File name endings accepted when the browser reports no MIME type. */
  extensions: readonly string[];
  /** The spec's message for a file of another type. */
  typeMessage: string;
};

const UPLOAD_RULES: Record<UploadKind, Rule> = {
  image: {
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
    typeMessage: 'Please upload a valid image file (JPEG, PNG, GIF, or WebP)',
  },
  document: {
    types: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    extensions: ['.pdf', '.doc', '.docx'],
    typeMessage: 'Please upload a valid document file (PDF, DOC, or DOCX)',
  },
};

/** What is checked of a picked `File`. */
export type PickedFile = { type: string; size: number; name?: string };

export const FILE_TOO_LARGE = 'File size should be less than 5MB';

/** The `accept` attribute of a file input for `kind` (types and endings). */
export const acceptFor = (kind: UploadKind) => [...UPLOAD_RULES[kind].types, ...UPLOAD_RULES[kind].extensions].join(',');

/** Whether `file` has one of `kind`'s types (by its name when the browser gives no type). */
function isAcceptedType(file: PickedFile, kind: UploadKind): boolean {
  const rule = UPLOAD_RULES[kind];
  const type = file.type.toLowerCase();
  if (type) return rule.types.includes(type);
  const name = (file.name ?? '').toLowerCase();
  return rule.extensions.some((ending) => name.endsWith(ending));
}

/**
 * The first problem with a picked file, or null when it may be uploaded: its type first, then
 * its size. `typeMessage` replaces the type message where a screen words it differently (the
 * sign-up picker says 'Please select an image file (JPEG, PNG, GIF)'). `t` (the `common` words of
 * a translated screen): the messages in its language, the format names marked `<en>…</en>` for
 * components/file-upload to draw (`richText`); English without it.
 */
export function uploadError(
  file: PickedFile,
  kind: UploadKind,
  { typeMessage, t }: { typeMessage?: string; t?: Translate } = {},
): string | null {
  if (!isAcceptedType(file, kind)) {
    if (typeMessage) return typeMessage;
    return t ? t(kind === 'image' ? 'upload.imageType' : 'upload.documentType') : UPLOAD_RULES[kind].typeMessage;
  }
  if (file.size > MAX_UPLOAD_BYTES) return t ? t('upload.tooLarge') : FILE_TOO_LARGE;
  return null;
}
