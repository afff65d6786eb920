import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CheckProblem } from './check-report.ts';
import { OTHER_KIND, type BuiltPage } from './read-built-pages.ts';

/**
 * No error from the Nu Html Checker on one page of every kind: pages of one kind share their template, so one stands for
 * all. Files no template wrote, copied from `public/` as they are (a verification file, in the form its issuer asks), are the owner's, not checked.
 */
export async function checkHtmlValidity(pages: readonly BuiltPage[]): Promise<{ problems: CheckProblem[]; checked: number }> {
  const sample = new Map<string, BuiltPage>();
  for (const page of pages) if (page.kind !== OTHER_KIND && !sample.has(page.kind)) sample.set(page.kind, page);
  const byFile = new Map([...sample.values()].map((page) => [page.file, page]));
  if (byFile.size === 0) return { problems: [], checked: 0 };
  const output = await runVnu([...byFile.keys()]);
  const messages = (JSON.parse(output) as { messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }[] }).messages;
  const problems = messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message): CheckProblem => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      return {
        gate: 'html',
        page: byFile.get(file)?.pathname ?? file,
        problem: `${message.message}${message.lastLine ? ` (line ${message.lastLine})` : ''}${message.extract ? `: ${message.extract.trim()}` : ''}`,
        fix: 'Correct the markup in the template that renders this page kind (see the Nu Html Checker message).',
      };
    });
  return { problems, checked: byFile.size };
}

/** The Nu Html Checker's jar from the npm package `vnu-jar`, run on the machine's Java. */
function runVnu(files: string[]): Promise<string> {
  const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build', 'dist', 'vnu.jar');
  return new Promise((done, fail) => {
    // The checker runs for a few seconds: Java's quick compiler alone (TieredStopAtLevel=1) checks 19 pages in
    // 2.1 s and 2.4 s of CPU instead of 2.9 s and 5.2 s. Its compiled code takes more stack per call, so the checker's recursive schema
    // needs more stack than the 1 MB default (it overflows at 1 MB; 8 MB leaves room).
    // --no-langdetect: guessing each page's language only ever warns (that the text does not read as its lang), and
    // --errors-only drops warnings; its models cost a third of the checker's CPU (20 pages: 2.2 s → 1.5 s, peak 387 → 154 MB).
    execFile('java', ['-Xss8m', '-XX:TieredStopAtLevel=1', '-jar', jar, '--format', 'json', '--errors-only', '--no-langdetect', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      // vnu exits 1 when it found errors; its report is on stderr either way.
      const report = stderr.trim() || stdout.trim();
      if (report.startsWith('{')) done(report);
      else fail(new Error(error?.message.includes('ENOENT') ? 'java was not found: install a Java runtime (Debian: default-jre-headless) for the HTML gate' : report || String(error)));
    });
  });
}
