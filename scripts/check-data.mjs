// Validates one data file against its schema, for content editors working on a single file:
//   node scripts/check-data.mjs data/locations.json
// The full cross-checked validation runs in `ctsite build`.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const schemas = {
  'data/company.json': ['company.ts', 'companySchema'],
  'data/services.json': ['service.ts', 'servicesFileSchema'],
  'data/locations.json': ['location.ts', 'locationsFileSchema'],
  'data/industries.json': ['industry.ts', 'industriesFileSchema'],
  'data/headline-services.json': ['headline.ts', 'headlineFileSchema'],
  'data/testimonials.json': ['testimonial.ts', 'testimonialsFileSchema'],
  'data/accreditations.json': ['accreditation.ts', 'accreditationsFileSchema'],
  'data/pages/home.json': ['pages.ts', 'homeCopySchema'],
  'data/pages/services.json': ['pages.ts', 'servicesCopySchema'],
  'data/pages/service-location.json': ['pages.ts', 'serviceLocationCopySchema'],
  'data/pages/about.json': ['pages.ts', 'aboutCopySchema'],
  'data/pages/free-site-survey.json': ['pages.ts', 'surveyCopySchema'],
  'data/pages/portfolio.json': ['pages.ts', 'portfolioCopySchema'],
  'data/pages/privacy-policy.json': ['pages.ts', 'legalDocumentSchema'],
  'data/pages/terms-conditions.json': ['pages.ts', 'legalDocumentSchema'],
  'data/pages/faqs.json': ['pages.ts', 'sharedFaqsSchema'],
};
const file = relative(root, resolve(process.argv[2] ?? ''));
const entry = schemas[file];
if (!entry) {
  console.error(`Usage: node scripts/check-data.mjs <file>, one of:\n  ${Object.keys(schemas).join('\n  ')}`);
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'check-data-'));
try {
  const out = join(dir, 'schema.mjs');
  await esbuild.build({
    entryPoints: [join(root, 'src/data/schemas', entry[0])],
    bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'error',
    nodePaths: [join(root, 'node_modules')],
  });
  const schema = (await import(pathToFileURL(out).href))[entry[1]];
  const result = schema.safeParse(JSON.parse(readFileSync(join(root, file), 'utf8')));
  if (result.success) {
    console.log(`${file}: valid`);
  } else {
    for (const issue of result.error.issues) console.error(`${file}#/${issue.path.join('/')}: ${issue.message}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
