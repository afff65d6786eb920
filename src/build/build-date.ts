/** The build date: from SOURCE_DATE_EPOCH when set (reproducible builds), otherwise now. */
export function resolveBuildDate(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return new Date();
}
