import type { Point } from '../../src/data/schemas/pages.ts';

/** Numbered steps of a process as cards; the number is decorative, the heading says "Step n" to screen readers. */
export function StepList({ steps, columns }: { steps: readonly Point[]; columns: 'three' | 'four' }) {
  return (
    <ol className={`grid gap-6 ${columns === 'four' ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3'}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-amber-400 text-lg font-bold text-navy-950" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-navy-950">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The same steps by their titles only, in one row at every width: for a page with no room for the cards. */
export function StepTitles({ steps, label }: { steps: readonly Point[]; label: string }) {
  return (
    <ol aria-label={label} className="grid grid-cols-3 gap-3">
      {steps.map((step, index) => (
        <li key={step.title} className="flex flex-col items-start gap-2 text-sm font-semibold text-navy-950 sm:text-base">
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-amber-400 font-bold" aria-hidden="true">
            {index + 1}
          </span>
          {step.title}
        </li>
      ))}
    </ol>
  );
}
