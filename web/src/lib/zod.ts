// zod, configured: every schema imports `z` from here (never from 'zod' directly), so zod loads
// with the forms that use it rather than with every first visit, and its configuration runs
// before any schema is built.
//
// The page's Content-Security-Policy allows no eval. Zod compiles faster checkers with
// `new Function` when it may, and finds out by trying one, which the browser reports as a policy
// violation; without its JIT it never tries.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
