/** One failed gate on one page: what is wrong and what to do. */
export interface CheckProblem {
  gate: string;
  /** The page it was found on, e.g. `/services/`. */
  page: string;
  problem: string;
  fix: string;
}
