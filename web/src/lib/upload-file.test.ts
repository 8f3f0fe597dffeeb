import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  storedFileLabel,
  storedUpload,
  UPLOAD_FAILED,
  UPLOAD_NETWORK_ERROR,
  UPLOAD_NO_URL,
  uploadFailureMessage,
  uploadFile,
  UploadError,
} from './upload-file';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const jsonResponse = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

const stored = {
  success: true,
  message: 'File uploaded successfully',
  filename: 'a1b2.png',
  imageUrl: '/uploads/a1b2.png',
  url: '/uploads/a1b2.png',
};

const stubFetch = (respond: () => Promise<Response>) => {
  const fetchMock = vi.fn<Fetch>(respond);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

/** What `promise` rejected with. */
const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('sends a signed-in image or document to /api/files/upload with its kind, as the multipart field file', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse(200, stored)));

    await expect(uploadFile(png(), { kind: 'image' })).resolves.toEqual({ filename: 'a1b2.png', url: '/uploads/a1b2.png' });
    await uploadFile(new Blob(['%PDF-1.7']), { kind: 'document' });

    const calls = fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);
    expect(calls).toEqual(['POST /api/files/upload?kind=image', 'POST /api/files/upload?kind=document']);
    const body = fetchMock.mock.calls[0]?.[1].body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it("sends a sign-up's image to /api/auth/upload-image", async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse(200, stored)));
    await expect(uploadFile(png(), { kind: 'image', anonymous: true })).resolves.toMatchObject({ filename: 'a1b2.png' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/upload-image');
  });

  it('a reply without a URL is a failure (spec §5)', async () => {
    stubFetch(() => Promise.resolve(jsonResponse(200, { ...stored, url: '', imageUrl: '' })));
    const error = await rejection(uploadFile(png(), { kind: 'image' }));
    expect(error).toBeInstanceOf(UploadError);
    expect((error as Error).message).toBe(UPLOAD_NO_URL);
  });

  it("fails with the server's message, keeping the ApiError as the cause", async () => {
    const body = { success: false, message: 'File size should be less than 5MB', code: 'file_too_large' };
    stubFetch(() => Promise.resolve(jsonResponse(413, body, 'Payload Too Large')));
    const error = (await rejection(uploadFile(png(), { kind: 'image' }))) as UploadError;
    expect(error.message).toBe('File size should be less than 5MB');
    expect(error.serverMessage).toBe('File size should be less than 5MB');
    expect(error.cause).toBeInstanceOf(ApiError);
    expect((error.cause as ApiError).status).toBe(413);
  });

  it("without the server's message: 'Upload failed: status text'", async () => {
    stubFetch(() => Promise.resolve(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    const error = (await rejection(uploadFile(png(), { kind: 'image' }))) as UploadError;
    expect(error.message).toBe('Upload failed: Bad Gateway');
    expect(error.serverMessage).toBeUndefined();
  });

  it('without any reply: the network message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(uploadFile(png(), { kind: 'document' }));
    expect((error as Error).message).toBe(UPLOAD_NETWORK_ERROR);
  });

  it("the caller's abort is passed on untouched", async () => {
    stubFetch(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(uploadFile(png(), { kind: 'image' }, controller.signal));
    expect(error).not.toBeInstanceOf(UploadError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('storedUpload', () => {
  it('takes url, else imageUrl', () => {
    expect(storedUpload({ filename: 'f.png', url: '', imageUrl: '/uploads/f.png' })).toEqual({
      filename: 'f.png',
      url: '/uploads/f.png',
    });
  });

  it('a reply without a file name is a failure too', () => {
    expect(() => storedUpload({ filename: '', url: '/uploads/x' })).toThrow(UPLOAD_NO_URL);
    expect(() => storedUpload(undefined)).toThrow(UPLOAD_NO_URL);
  });

  it('the generic message is the spec’s', () => {
    expect(UPLOAD_FAILED).toBe('Failed to upload image. Please try again.');
  });
});

describe('uploadFailureMessage', () => {
  const fromServer = new UploadError('File size should be less than 5MB', { serverMessage: 'File size should be less than 5MB' });
  const noReply = new UploadError(UPLOAD_NETWORK_ERROR);

  it("the server's reason first, then the screen's words, then the helper's", () => {
    expect(uploadFailureMessage(fromServer, 'Failed to upload avatar. Please try again.')).toBe(
      'File size should be less than 5MB',
    );
    expect(uploadFailureMessage(noReply, 'Failed to upload avatar. Please try again.')).toBe(
      'Failed to upload avatar. Please try again.',
    );
    expect(uploadFailureMessage(noReply)).toBe(UPLOAD_NETWORK_ERROR);
    expect(uploadFailureMessage(new Error('boom'))).toBe(UPLOAD_FAILED);
  });
});

describe('storedFileLabel (no stored file names on screen)', () => {
  it('says what the file is', () => {
    expect(storedFileLabel('image', 'Company logo', '0123456789abcdef0123456789abcdef.png')).toBe('Company logo uploaded');
    expect(storedFileLabel('document', 'Resume', '0123456789abcdef0123456789abcdef.pdf')).toBe('PDF file uploaded');
    expect(storedFileLabel('document', 'Resume', 'noext')).toBe('File uploaded');
  });
});
