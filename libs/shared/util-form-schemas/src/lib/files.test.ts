import {
  AVATAR_MAX_BYTES,
  MAX_FILE_BYTES,
  MEGABYTE,
  REGISTRATION_IMAGE_TYPES,
  UPLOAD_FILE_TYPES,
  validateFile,
  validateFiles,
} from './files';

const upload = { accept: UPLOAD_FILE_TYPES, maxBytes: MAX_FILE_BYTES };
const images = { accept: REGISTRATION_IMAGE_TYPES, maxBytes: MAX_FILE_BYTES };
const avatar = { accept: REGISTRATION_IMAGE_TYPES, maxBytes: AVATAR_MAX_BYTES };
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('constants (SPEC.md §5 "Files", §9)', () => {
  it('lists the SPEC values', () => {
    expect(UPLOAD_FILE_TYPES).toEqual(['png', 'jpg', 'jpeg', 'webp', 'pdf', 'docx']);
    expect(REGISTRATION_IMAGE_TYPES).toEqual(['png', 'jpg', 'jpeg']);
    expect(MAX_FILE_BYTES).toBe(50 * 1024 * 1024);
    expect(AVATAR_MAX_BYTES).toBe(16 * 1024 * 1024);
  });
});

describe('validateFile', () => {
  it.each([
    ['a png', { name: 'a.png', size: 10, type: 'image/png' }, upload, { ok: true }],
    ['a JPG by name only', { name: 'A.JPG', size: 10, type: '' }, upload, { ok: true }],
    ['a docx', { name: 'form.docx', size: 10, type: DOCX }, upload, { ok: true }],
    ['exactly 50 MB', { name: 'a.pdf', size: 50 * MEGABYTE, type: 'application/pdf' }, upload, { ok: true }],
    [
      'over 50 MB',
      { name: 'a.pdf', size: 50 * MEGABYTE + 1, type: 'application/pdf' },
      upload,
      { ok: false, message: 'Your file size is greater than 50MB. Please try again.' },
    ],
    [
      'an avatar over 16 MB',
      { name: 'a.png', size: 16 * MEGABYTE + 1, type: 'image/png' },
      avatar,
      { ok: false, message: 'Your file size is greater than 16MB. Please try again.' },
    ],
    [
      'an exe',
      { name: 'a.exe', size: 1, type: 'application/octet-stream' },
      upload,
      { ok: false, message: 'Invalid file type. Allowed types: png, jpg, jpeg, webp, pdf, docx' },
    ],
    [
      'a pdf among images',
      { name: 'a.pdf', size: 1, type: 'application/pdf' },
      images,
      { ok: false, message: 'Invalid file type. Allowed types: png, jpg, jpeg' },
    ],
    [
      'a renamed file',
      { name: 'a.png', size: 1, type: 'application/pdf' },
      upload,
      { ok: false, message: 'Invalid file type. Allowed types: png, jpg, jpeg, webp, pdf, docx' },
    ],
    [
      'no extension',
      { name: 'png', size: 1 },
      upload,
      { ok: false, message: 'Invalid file type. Allowed types: png, jpg, jpeg, webp, pdf, docx' },
    ],
    ['nothing chosen', null, upload, { ok: false, message: 'Field cannot be blank.' }],
  ])('%s', (_name, file, rules, result) => {
    expect(validateFile(file, rules)).toEqual(result);
  });

  it.each([
    [0, { ok: true }],
    [1, { ok: true }],
    [2, { ok: false, message: 'Can not upload more than 2 files' }],
  ])('with %i already chosen and max 2', (already, result) => {
    expect(validateFile({ name: 'a.png', size: 1, type: 'image/png' }, { ...upload, maxFiles: 2 }, already)).toEqual(
      result,
    );
  });
});

describe('validateFiles', () => {
  const png = { name: 'a.png', size: 1, type: 'image/png' };
  it.each([
    [[], { ok: false, message: 'Field cannot be blank.' }],
    [[png, png], { ok: true }],
    [[png, png, png], { ok: false, message: 'Can not upload more than 2 files' }],
    [
      [png, { name: 'b.gif', size: 1, type: 'image/gif' }],
      { ok: false, message: 'Invalid file type. Allowed types: png, jpg, jpeg, webp, pdf, docx' },
    ],
  ])('%o', (files, result) => {
    expect(validateFiles(files, { ...upload, maxFiles: 2 })).toEqual(result);
  });
});
