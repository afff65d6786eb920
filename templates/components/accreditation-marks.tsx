import type { Accreditation } from '../../src/data/schemas/accreditation.ts';
import { useSite } from '../site-context.ts';
import { Picture } from './picture.tsx';
import { ratingBasis } from './review-sources.ts';
import { averageRating, STAR } from './stars.tsx';

/** A registration scheme's mark: a shield with a tick. */
const SHIELD = 'M20 2 37 8v14c0 11-7 19-17 24C10 41 3 33 3 22V8z';
/** A standard's mark: an open book of regulations. */
const BOOK = 'M20 10C15 6 9 5 3 6v32c6-1 12 0 17 4 5-4 11-5 17-4V6c-6-1-12 0-17 4zM20 10v32';

function Emblem({ kind }: { kind: Accreditation['kind'] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 48" width="40" height="48" className="shrink-0">
      {kind === 'scheme' ? (
        <>
          <path d={SHIELD} className="fill-navy-950" />
          <path d="m12 24 6 6 11-13" fill="none" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" className="stroke-amber-400" />
        </>
      ) : (
        <path d={BOOK} fill="none" strokeWidth="3" strokeLinejoin="round" className="stroke-navy-950" />
      )}
    </svg>
  );
}

/**
 * The schemes and standards as marks, items of the trust marks' list: the scheme's official mark where the owner
 * has given it, a drawn emblem otherwise, the name (its tooltip says
 * what it is; enhanced by the client bundle) and, for a scheme, a link to its public register so a client can
 * check us there. Below `sm` the tooltips anchor to the list rather than the mark, so an 18rem tip never runs
 * off a phone.
 */
function AccreditationMarks() {
  const { accreditations } = useSite().data;
  return (
    <>
      {accreditations.map((item) => (
        <li key={item.slug} className="flex items-center gap-3 rounded-xl bg-white py-2 pr-5 pl-3 ring-1 ring-navy-200 sm:relative">
          {item.mark ? <Picture image={item.mark} slot="mark" className="h-12 w-auto max-w-28 shrink-0 object-contain" /> : <Emblem kind={item.kind} />}
          <div>
            <span tabIndex={0} aria-describedby={`tip-${item.slug}`} data-tooltip="" className="peer inline-flex min-h-6 items-center text-lg font-bold text-navy-950">
              {item.name}
            </span>
            <span role="tooltip" id={`tip-${item.slug}`} className="tooltip">
              {item.description}
            </span>
            {item.register ? (
              <a href={item.register.url} className="block py-0.5 text-sm font-semibold text-navy-700 underline">
                {item.register.label}
              </a>
            ) : (
              <span className="block text-sm text-slate-700">The standard we work to</span>
            )}
          </div>
        </li>
      ))}
    </>
  );
}

/** The testimonials' average and count, e.g. "5.0 out of 5 from 8 client testimonials"; no review markup. */
function RatingSummary() {
  const { data, links } = useSite();
  const { testimonials } = data;
  const average = averageRating(testimonials);
  return (
    <a href={links.href('testimonials')} className="flex h-full items-center gap-3 rounded-xl bg-white py-3 pr-5 pl-4 text-navy-950 no-underline ring-1 ring-navy-200 hover:ring-navy-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" width="28" height="28" className="shrink-0 fill-amber-500">
        <path d={STAR} />
      </svg>
      <span>
        <span className="block text-lg font-bold">{average.toFixed(1)} out of 5</span>{' '}
        <span className="block text-sm text-slate-700 underline">from {ratingBasis(testimonials)}</span>
      </span>
    </a>
  );
}

/**
 * The marks with the rating beside them, what a client checks before calling: equal tiles that fill the row,
 * one a row on a phone, two from 640 px and all four from 1280 px, where their names and links fit on one line.
 */
export function TrustMarks() {
  return (
    <ul aria-label="Accreditations and rating" className="relative grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <AccreditationMarks />
      <li>
        <RatingSummary />
      </li>
    </ul>
  );
}
