/**
 * Why `name` cannot be an S3 bucket's name (the rules S3, R2 and MinIO share), or undefined when it can. Checked
 * before any request: a name such as `site/sub` or `..` otherwise reaches the store as a path and comes back as
 * an endpoint that "does not behave like S3".
 */
export function bucketNameProblem(name: string): string | undefined {
  if (name.length < 3 || name.length > 63) return `3 to 63 characters (got ${name.length})`;
  if (!/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/.test(name)) return 'lower-case letters, digits, dots and hyphens only, starting and ending with a letter or digit';
  if (name.includes('..')) return 'no two dots in a row';
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return 'not an IP address';
  return undefined;
}
