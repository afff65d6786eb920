// node scripts/copy-floor.mjs <built site> <new folder>: reads every file of a built site and writes
// it to a folder that does not exist yet, one file at a time. No build that writes the same bytes can
// be faster than this on the same machine: the bench's yardstick for a fresh build (npm run bench).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const [from, to] = process.argv.slice(2);
if (!from || !to || !existsSync(join(from, 'index.html')) || existsSync(to)) {
  process.stderr.write('usage: node scripts/copy-floor.mjs <built site> <new folder> (the folder must not exist yet)\n');
  process.exit(2);
}
for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const source = join(entry.parentPath, entry.name);
  const target = join(to, relative(from, source));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, readFileSync(source));
}
