import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Logos in the strip at most. */
const LOGO_STRIP_LIMIT = 24;

/** GET /api/users?withLogo=true: employers that uploaded a company logo, most open jobs first. */
const getLogoEmployers = (signal?: AbortSignal) =>
  api.get('/api/users', { query: { withLogo: true, limit: String(LOGO_STRIP_LIMIT) }, signal });

const logoEmployersQueryOptions = () =>
  queryOptions({
    queryKey: ['employers', 'with-logo', LOGO_STRIP_LIMIT],
    queryFn: ({ signal }) => getLogoEmployers(signal),
    // Only those whose logo the strip can show, named by company (else the person's name).
    select: (reply) =>
      reply.employers.flatMap((employer) =>
        employer.companyLogo
          ? [{ id: employer._id, logo: employer.companyLogo, name: employer.companyName?.trim() || employer.name }]
          : [],
      ),
  });

export const useLogoEmployers = () => useQuery(logoEmployersQueryOptions());
