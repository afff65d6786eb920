import { isUtf8 } from 'node:buffer';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileContentHash } from '../output/content-hash.ts';
import { OUTPUT_STATE_FILE, readOutputState, statMatches } from '../output/state.ts';
import { pathnameForOutput } from '../routes/output-path.ts';
import type { CheckProblem } from './check-report.ts';
import { OTHER_KIND } from './read-built-pages.ts';

/** The gate that finds files damaged since the build wrote them. */
export const FILES_GATE = 'files';

const REBUILD = 'Build the site again (`ctsite build`) and check that output; copy or upload the built folder whole, never edit or re-save a file of it.';


/**
 * What is wrong with the bytes of a page the site's layout wrote, or undefined: every such page is UTF-8 and ends with
 * `</html>` (whitespace aside), so a page re-saved in another encoding or cut short shows it whatever its kind.
 */
export function pageDamage(bytes: Uint8Array): string | undefined {
  if (!isUtf8(bytes)) return 'is not valid UTF-8 (re-saved in another encoding, such as Latin-1?)';
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(Math.max(0, bytes.byteLength - 64)).toString('latin1').trimEnd();
  if (!tail.endsWith('</html>')) return 'does not end with </html>: it was cut short';
  return undefined;
}

/** What is wrong with a stylesheet's text, or undefined: the build's ends with a rule's `}`. */
function stylesheetDamage(text: string): string | undefined {
  const trimmed = text.trimEnd();
  if (trimmed === '') return 'is empty';
  if (!trimmed.endsWith('}') && !trimmed.endsWith('*/')) return 'does not end with a complete rule: it was cut short';
  return undefined;
}

/** One page as this gate reads it: the built file, its kind and its bytes (read once, for this page only). */
export interface FilesGatePage {
  file: string;
  kind: string;
  bytes: Uint8Array;
}

/**
 * The files gate: every file the output's state records (`.ctsite-output.json`, each file's MD5 and size as the build
 * wrote it) is there with those bytes (a file whose size and modification time are as recorded is taken at the state's
 * word; another is hashed). What the state does not vouch for (no state, a state of another version, a file it does not
 * record) is held to what the build always writes: each page of the layout UTF-8 and ending with `</html>`, each
 * stylesheet a page loads non-empty and ending with a rule, and a `404.html`.
 *
 * `visit` takes each page in turn (its bytes are not kept); `finish` gives the problems.
 */
export async function openFilesGate(dir: string): Promise<{ visit: (page: FilesGatePage) => void; finish: () => Promise<{ problems: CheckProblem[]; vouched: boolean }> }> {
  const { state } = await readOutputState(dir);
  const recorded = state?.files ?? (Object.create(null) as Record<string, never>);
  const problems: CheckProblem[] = [];
  const add = (file: string, problem: string) => problems.push({ gate: FILES_GATE, page: pathnameForOutput(file), problem, fix: REBUILD });
  const stylesheets = new Set<string>();
  const decoder = new TextDecoder();
  return {
    visit(page) {
      if (page.kind === OTHER_KIND) return;
      const file = relative(dir, page.file).split(sep).join('/');
      if (recorded[file] !== undefined) return;
      const damage = pageDamage(page.bytes);
      if (damage) add(file, damage);
      // The stylesheets are read from the page's head, before the body: the first 8 KB hold them.
      const head = decoder.decode(page.bytes.subarray(0, 8192));
      for (const match of head.matchAll(/<link rel="stylesheet" href="\/([^"?#]+)"/g)) stylesheets.add(match[1] ?? '');
    },
    async finish() {
      for (const file of Object.keys(recorded).sort()) {
        const record = recorded[file];
        if (record === undefined) continue;
        const path = join(dir, file);
        const info = await stat(path).catch(() => undefined);
        if (!info?.isFile()) add(file, `is missing: the build wrote it (${OUTPUT_STATE_FILE} records it)`);
        else if (statMatches(info, record)) continue;
        else if (info.size !== record[1]) add(file, `is ${info.size} bytes, not the ${record[1]} the build wrote: cut short or changed since`);
        else if ((await fileContentHash(path, info.size)).hash !== record[0]) add(file, 'differs from the bytes the build wrote (the same size, other bytes): changed since');
      }
      if (recorded['404.html'] === undefined && !(await stat(join(dir, '404.html')).then((info) => info.isFile(), () => false))) {
        add('404.html', 'is missing: the build always writes the not-found page');
      }
      for (const file of [...stylesheets].sort()) {
        if (recorded[file] !== undefined) continue;
        const text = await readFile(join(dir, file), 'utf8').catch(() => undefined);
        // A stylesheet that is not there at all is the budgets gate's problem (it names the page that loads it).
        const damage = text === undefined ? undefined : stylesheetDamage(text);
        if (damage) add(file, damage);
      }
      return { problems, vouched: state !== undefined };
    },
  };
}
