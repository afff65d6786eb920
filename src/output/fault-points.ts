/**
 * Instants at which the fault suite kills a build outright (`CTSITE_FAULT_KILL_AT=moved-aside ctsite build`), to
 * prove that a kill at any of them leaves the old site or the new and never poisons a later build.
 */
export const FAULT_POINTS = [
  /** The staging folder exists; no page is in it yet. */
  'staging',
  /** Some of the files are written into the staging folder. */
  'writing',
  /** Every file is written; the state file is half written (a torn write). */
  'state-torn',
  /** The staging folder is complete, state file included; the output is not touched yet. */
  'staged',
  /** The previous output is moved aside; the new one is not in place yet (no output folder). */
  'moved-aside',
  /** The new output is in place; the previous one is still beside it. */
  'swapped',
  /** A partial rebuild (`ctsite serve`) has narrowed the state to the files it keeps, before changing any. */
  'update-narrowed',
  /** A partial rebuild has changed its files; the state does not list them yet. */
  'update-written',
] as const;

export type FaultPoint = (typeof FAULT_POINTS)[number];

/** Kills this process with SIGKILL (no clean-up, as a power cut or the OOM killer would) at `point` when the fault suite asks for it. */
export function faultPoint(point: FaultPoint): void {
  if (faultRequested(point)) process.kill(process.pid, 'SIGKILL');
}

/** Whether the fault suite asked for a torn write at `point`. */
export const faultRequested = (point: FaultPoint): boolean => process.env['CTSITE_FAULT_KILL_AT'] === point;
