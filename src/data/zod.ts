import { z } from 'zod';

/**
 * zod, configured before any schema is made: every module that makes schemas imports `z` from here
 * (eslint refuses 'zod' elsewhere). Zod compiles a fast path for an object schema the first time it
 * parses one, about 25 ms for the data's schemas in a fresh process; each file is parsed once a build,
 * so the compiling never paid back (at 10x5 the two are even). A schema reads the setting when it is
 * made, which is why it is set here and not where the data is loaded.
 */
z.config({ jitless: true });

export { z };
