import { errorCatalogue, type DataIssue, type ErrorArgs, type ErrorCode } from './catalogue.ts';

/** An expected failure with a title, a message and a hint, e.g. invalid data or a route conflict. */
export class CtsiteError extends Error {
  readonly code: ErrorCode;
  readonly title: string;
  readonly hint: string;
  /** The CLI's exit status for it: 1, or 2 for a command refused as given (e.g. an unsafe --out). */
  readonly exitCode: number;
  /** The individual data problems, for `InvalidData`. */
  readonly issues: readonly DataIssue[];
  /** What was done before the failure, for machine-readable reports, e.g. a deploy's summary. */
  readonly details: Readonly<Record<string, unknown>> | undefined;
  /** What the failure left behind, said after the message, e.g. a deploy's `deployFailureOutcome()`. */
  readonly outcome: string | undefined;

  constructor(code: ErrorCode, message: string, options: { cause?: unknown; issues?: readonly DataIssue[]; details?: Record<string, unknown>; outcome?: string } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    const definition = errorCatalogue[code];
    this.name = code;
    this.code = code;
    this.title = definition.title;
    this.hint = definition.hint;
    this.exitCode = (definition as { exitCode?: number }).exitCode ?? 1;
    this.issues = options.issues ?? [];
    this.details = options.details;
    this.outcome = options.outcome;
  }
}

/** Creates the catalogue's error `code` with its message filled from `args`. */
export function createError<Code extends ErrorCode>(
  code: Code,
  args: ErrorArgs<Code>,
  options: { cause?: unknown; details?: Record<string, unknown>; outcome?: string } = {},
): CtsiteError {
  const message = (errorCatalogue[code].message as (a: ErrorArgs<Code>) => string)(args);
  const issues = code === 'InvalidData' ? (args as ErrorArgs<'InvalidData'>).issues : undefined;
  return new CtsiteError(code, message, { ...options, ...(issues ? { issues } : {}) });
}
