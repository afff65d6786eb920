import type { SampleItem } from '../data/sample/sample-item.ts';

/** Where a problem comes from: a data file and the place in it, or the template that wrote it and the route definition that rendered it. */
export interface ProblemSource {
  /** Relative to the project, e.g. `data/company.json` or `templates/pages/area-page.tsx`. */
  file: string;
  /** From 1, where known (a data value's place; a template's problem has none). */
  line?: number;
  column?: number;
  /** The JSON path of a data value, e.g. `/social/0/url`. */
  jsonPath?: string;
  /** With a template: the route definition whose pages it renders, e.g. `src/routes/definitions/redirects.tsx`. */
  definition?: string;
}

/** One failed gate on one page: what is wrong and what to do. */
export interface CheckProblem {
  gate: string;
  /** The page it was found on, e.g. `/services/`; `undefined` for a problem of the data alone (sample content). */
  page?: string;
  problem: string;
  fix: string;
  source?: ProblemSource;
  /** The value at fault as the page shows it (a title, a URL), by which its source in the data is found. */
  value?: string;
  /** Which place in the data holding `value` this page's is, from 0: pages that share a title are traced to different entries. */
  occurrence?: number;
  /** A problem of the sample-content gate: the item, for the owner's to-do list. */
  sample?: SampleItem;
}
