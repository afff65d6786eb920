import { z } from 'zod';

/**
 * zod, configured before any schema is made (a schema reads the setting then), so every module that makes
 * schemas imports `z` from here. Jitless: compiling each object schema's fast path cost ~25 ms a build and
 * never paid back, each file being parsed once.
 */
z.config({ jitless: true });

export { z };
