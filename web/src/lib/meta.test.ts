import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metaQueryOptions } from './meta';

afterEach(() => vi.unstubAllGlobals());

describe('metaQueryOptions', () => {
  it('asks GET /api/meta once and keeps the answer', async () => {
    const body = { success: true, jobTypes: ['Full-Time', 'Part-Time', 'Freelance', 'Internship'] };
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();

    await expect(client.fetchQuery(metaQueryOptions())).resolves.toEqual(body);
    await client.fetchQuery(metaQueryOptions());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toMatchObject(['/api/meta', { method: 'GET' }]);
  });
});
