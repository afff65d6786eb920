import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs.tsx';

/**
 * The navy band that opens every content page: breadcrumbs, the page's one h1, on landing pages the proof that
 * belongs with it (templates/components/trust-strip.tsx), a lead and actions.
 */
export function PageHero({ title, lead, children, aside, proof }: { title: ReactNode; lead?: ReactNode; children?: ReactNode; aside?: ReactNode; proof?: ReactNode }) {
  return (
    <section className="bg-navy-950 text-white" aria-labelledby="page-title">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-12 md:py-16 lg:grid-cols-[1fr_auto] lg:items-center lg:px-8">
        <div className="max-w-3xl">
          <Breadcrumbs />
          <h1 id="page-title" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {proof}
          {lead && <p className="mt-5 text-lg text-navy-100 text-pretty">{lead}</p>}
          {children && <div className="mt-8 flex flex-wrap gap-4">{children}</div>}
        </div>
        {aside && <div className="hidden lg:block lg:w-80 xl:w-96">{aside}</div>}
      </div>
    </section>
  );
}
