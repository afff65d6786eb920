import { createError } from '../errors/ctsite-error.ts';

/** A file-system error while writing the output (a full disk, a read-only folder) is an expected failure, not a bug. */
export function explainWriteFailure(error: unknown, outDir: string): unknown {
  const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is used up',
    EROFS: 'the file system is read-only',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EMFILE: 'too many open files',
    ENFILE: 'too many open files',
  };
  const reason = code ? reasons[code] : undefined;
  if (!reason || !syscall) return error;
  return createError('OutputWriteFailed', { outDir, reason: `${reason} (${code} in ${syscall})` }, { cause: error });
}
