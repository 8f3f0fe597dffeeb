import { z } from 'zod';

// The page's Content-Security-Policy allows no eval. Zod compiles faster checkers with
// `new Function` when it may, and finds out by trying one, which the browser reports as a
// policy violation; without its JIT it never tries. Imported first by main.tsx, before any
// schema is built.
z.config({ jitless: true });
