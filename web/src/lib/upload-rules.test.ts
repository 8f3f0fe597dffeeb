import { describe, expect, it } from 'vitest';
import { acceptFor, FILE_TOO_LARGE, MAX_UPLOAD_BYTES, uploadError } from './upload-rules';

const file = (type: string, size = 1024, name = 'file') => ({ type, size, name });

describe('uploadError (spec §5 Profile uploads)', () => {
  it('the limit is 5 MB (5242880 bytes), inclusive', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
    expect(uploadError(file('image/png', MAX_UPLOAD_BYTES), 'image')).toBeNull();
    expect(uploadError(file('image/png', MAX_UPLOAD_BYTES + 1), 'image')).toBe('File size should be less than 5MB');
    expect(uploadError(file('application/pdf', MAX_UPLOAD_BYTES + 1), 'document')).toBe(FILE_TOO_LARGE);
  });

  it.each(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'IMAGE/PNG'])('image %s is accepted', (type) => {
    expect(uploadError(file(type), 'image')).toBeNull();
  });

  it.each(['image/svg+xml', 'image/bmp', 'application/pdf', 'text/plain'])('image %s is refused', (type) => {
    expect(uploadError(file(type), 'image')).toBe('Please upload a valid image file (JPEG, PNG, GIF, or WebP)');
  });

  it.each(['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])(
    'document %s is accepted',
    (type) => {
      expect(uploadError(file(type), 'document')).toBeNull();
    },
  );

  it.each(['image/png', 'text/plain', 'application/zip', 'application/vnd.ms-excel'])('document %s is refused', (type) => {
    expect(uploadError(file(type), 'document')).toBe('Please upload a valid document file (PDF, DOC, or DOCX)');
  });

  it('the type is checked before the size', () => {
    expect(uploadError(file('text/plain', MAX_UPLOAD_BYTES * 2), 'document')).toBe(
      'Please upload a valid document file (PDF, DOC, or DOCX)',
    );
  });

  it('without a MIME type the file name decides', () => {
    expect(uploadError(file('', 1024, 'CV.DOCX'), 'document')).toBeNull();
    expect(uploadError(file('', 1024, 'photo.webp'), 'image')).toBeNull();
    expect(uploadError(file('', 1024, 'notes.txt'), 'document')).not.toBeNull();
    expect(uploadError({ type: '', size: 1 }, 'image')).not.toBeNull();
  });

  it('a screen may word the type message its own way', () => {
    expect(uploadError(file('application/pdf'), 'image', { typeMessage: 'Please select an image file (JPEG, PNG, GIF)' })).toBe(
      'Please select an image file (JPEG, PNG, GIF)',
    );
  });

  it('acceptFor lists the types and the file endings', () => {
    expect(acceptFor('document')).toBe(
      'application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.doc,.docx',
    );
    expect(acceptFor('image').split(',')).toContain('.webp');
  });
});
