/** Where ctsite reports progress; tests pass a capturing logger, the CLI one that prints. */
export interface Logger {
  info(message: string): void;
  /** Per-page detail, shown only with --verbose. */
  debug(message: string): void;
  warn(message: string): void;
}

export function createConsoleLogger(options: { verbose?: boolean } = {}): Logger {
  return {
    info: (message) => process.stdout.write(`${message}\n`),
    debug: (message) => {
      if (options.verbose) process.stdout.write(`${message}\n`);
    },
    warn: (message) => process.stderr.write(`${message}\n`),
  };
}

export const silentLogger: Logger = { info: () => {}, debug: () => {}, warn: () => {} };

/** A logger that keeps every line, for tests. */
export function createMemoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), debug: (m) => lines.push(m), warn: (m) => lines.push(m) };
}
