import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { CallButton, QuoteButton } from './buttons.tsx';

/**
 * The navy band that opens every content page: breadcrumbs, the page's one h1, on landing pages the proof that
 * belongs with it (templates/components/trust-strip.tsx), a lead and actions, and the page's picture. On a phone the
 * picture comes after the actions and stays small, so that it never pushes the headline or the call out of the
 * first screen; from `md` up it stands beside the text. A page whose first task on a phone lies right below the hero
 * (the contact page's form) leaves the picture out there: `pictureOnPhones={false}`. A page whose actions are the
 * quote and the call asks for them with `barActions` instead of passing its own: they show from `md` up only, since
 * on a phone the action bar (templates/layout/action-bar.tsx) offers the same two, and repeating them above it
 * would offer each twice on one screen and make the page longer. (That a phone screen shows one solid button, the
 * bar's call, is the stylesheet's `.btn-primary` rule, for every page.) The h1 is set as the home page's (line
 * height 1.25, balanced lines) and may take the text column's whole width, so that a title such as "Commercial
 * Electrician in Hull" stands on one line wherever it fits; the lead keeps a reading measure of 48rem.
 */
export function PageHero({ title, lead, children, aside, proof, pictureOnPhones = true, barActions = false }: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  proof?: ReactNode;
  pictureOnPhones?: boolean;
  barActions?: boolean;
}) {
  const actions = barActions ? (
    <>
      <QuoteButton />
      <CallButton />
    </>
  ) : (
    children
  );
  return (
    <section className="bg-navy-950 text-white" aria-labelledby="page-title">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 md:gap-10 py-10 sm:px-6 sm:py-12 md:py-16 md:grid-cols-[1fr_auto] md:items-center lg:px-8">
        <div className="max-w-4xl">
          <Breadcrumbs />
          <h1 id="page-title" className="mt-4 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {proof}
          {lead && <p className="mt-5 max-w-3xl text-lg text-navy-100 text-pretty">{lead}</p>}
          {actions && <div className={`mt-8 flex flex-wrap gap-4${barActions ? ' max-md:hidden' : ''}`}>{actions}</div>}
        </div>
        {aside && <div className={`w-full max-w-56 md:w-64 md:max-w-none lg:w-80 xl:w-96${pictureOnPhones ? '' : ' max-md:hidden'}`}>{aside}</div>}
      </div>
    </section>
  );
}
