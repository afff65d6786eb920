// The part of `negotiator` 1.x that serve uses. DefinitelyTyped's types stop at 0.6, which has no `preferred`.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The codings of `available` the request accepts (q > 0), best first; `preferred` breaks ties between equal weights. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
