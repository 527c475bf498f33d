import { validationMessage } from './messages';

/** Upload rules (SPEC.md §5 "Files", §9). Sizes in bytes; a megabyte is 1024 × 1024 bytes. */
export const MEGABYTE = 1024 * 1024;
export const UPLOAD_FILE_TYPES = ['png', 'jpg', 'jpeg', 'webp', 'pdf', 'docx'] as const;
export const REGISTRATION_IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;
export const MAX_FILE_BYTES = 50 * MEGABYTE;
export const AVATAR_MAX_BYTES = 16 * MEGABYTE;
export const EVENT_IMAGE_MAX_BYTES = 5 * MEGABYTE;
export const IMAGE_COMPRESSION = { quality: 0.85, maxWidth: 1280, maxHeight: 1280 } as const;

/** The MIME types each extension may arrive with (an empty type is judged by name alone). */
export const MIME_TYPES: Record<string, readonly string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

export interface FileRules {
  /** Allowed extensions, without dots. */
  accept: readonly string[];
  maxBytes: number;
  maxFiles?: number;
  /** Who may upload this type: any one of these permissions (e.g. `EVENT:C`); anyone signed in when absent. */
  uploadPermissions?: readonly string[];
  /** Files anyone may read, without a signed link (the pictures of public pages). */
  public?: boolean;
}

/**
 * What each kind of upload accepts: avatars (16 MB), signatures (the registration form's images:
 * png, jpg, jpeg), documents, and the pictures of events and activities (5 MB, staff who create
 * or edit events only; read by every visitor). The browser checks a file against these before it uploads it, and
 * the server again before it signs the upload.
 */
export const UPLOAD_RULES = {
  avatars: { accept: ['png', 'jpg', 'jpeg', 'webp'], maxBytes: AVATAR_MAX_BYTES },
  signature: { accept: REGISTRATION_IMAGE_TYPES, maxBytes: MAX_FILE_BYTES },
  documents: { accept: UPLOAD_FILE_TYPES, maxBytes: MAX_FILE_BYTES },
  'event-images': {
    accept: ['png', 'jpg', 'jpeg', 'webp'],
    maxBytes: EVENT_IMAGE_MAX_BYTES,
    uploadPermissions: ['EVENT:C', 'EVENT:U', 'EVENT_MANAGEMENT:C', 'EVENT_MANAGEMENT:U'],
    public: true,
  },
} as const satisfies Record<string, FileRules>;

export type FileCheck = { ok: true } | { ok: false; message: string };

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * One file against the rules: present, an allowed extension whose MIME type (when the
 * browser gives one) fits it, not larger than the limit. `alreadyChosen` counts the files
 * already attached, for the "Can not upload more than {n} files" rule.
 */
export function validateFile(file: FileLike | null | undefined, rules: FileRules, alreadyChosen = 0): FileCheck {
  if (!file) return { ok: false, message: validationMessage('validation.fileBlank') };
  if (rules.maxFiles !== undefined && alreadyChosen + 1 > rules.maxFiles) {
    return { ok: false, message: validationMessage('validation.tooManyFiles', { n: rules.maxFiles }) };
  }
  const accept = rules.accept.map((ext) => ext.toLowerCase());
  const ext = extensionOf(file.name);
  const mimeFits = !file.type || (MIME_TYPES[ext] ?? []).includes(file.type.toLowerCase());
  if (!accept.includes(ext) || !mimeFits) {
    return { ok: false, message: validationMessage('validation.fileType', { types: accept.join(', ') }) };
  }
  if (file.size > rules.maxBytes) {
    return {
      ok: false,
      message: validationMessage('validation.fileTooLarge', {
        maxMb: Math.round((rules.maxBytes / MEGABYTE) * 100) / 100,
      }),
    };
  }
  return { ok: true };
}

/** Several files chosen at once: nothing chosen is blank; otherwise each file in turn. */
export function validateFiles(files: readonly FileLike[], rules: FileRules, alreadyChosen = 0): FileCheck {
  if (files.length === 0) return { ok: false, message: validationMessage('validation.fileBlank') };
  if (rules.maxFiles !== undefined && alreadyChosen + files.length > rules.maxFiles) {
    return { ok: false, message: validationMessage('validation.tooManyFiles', { n: rules.maxFiles }) };
  }
  for (const file of files) {
    const check = validateFile(file, { accept: rules.accept, maxBytes: rules.maxBytes });
    if (!check.ok) return check;
  }
  return { ok: true };
}
