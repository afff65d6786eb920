import type { ReactNode } from 'react';

/**
 * A titled band of content; `id` gives the h2 an anchor and labels the region. `introOnPhone={false}` shows the intro
 * from `sm` up only, where a phone's page must stay short (the area page's services).
 */
export function Section({ id, title, intro, introOnPhone = true, children, tone = 'white' }: { id: string; title: ReactNode; intro?: ReactNode; introOnPhone?: boolean; children: ReactNode; tone?: 'white' | 'tint' }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === 'tint' ? 'bg-navy-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 md:py-20 lg:px-8">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className={introOnPhone ? 'mt-4 max-w-3xl text-lg text-slate-700' : 'mt-4 hidden max-w-3xl text-lg text-slate-700 sm:block'}>{intro}</p>}
        <div className="mt-8 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}
