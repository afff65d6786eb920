import { useSite } from '../site-context.ts';
import { ratingBasis } from './review-sources.ts';
import { averageRating, STAR } from './stars.tsx';

/**
 * The proof a visitor landing from search sees with the page's title, at every width: the clients' rating and
 * how many gave it (linked to the testimonials), each registration scheme (linked to its public register, where
 * a client can check us) and the year the company was established. Shown under the h1 of the landing pages
 * (service, area, industry, service in a town), where it stays in the first screen even on a small phone.
 */
export function TrustStrip() {
  const { data, links } = useSite();
  const { testimonials, accreditations, company } = data;
  const schemes = accreditations.filter((item) => item.register);
  const shown = averageRating(testimonials).toFixed(1).replace(/\.0$/, '');
  return (
    <ul aria-label="Why clients choose us" className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm text-navy-100">
      {testimonials.length > 0 && (
        <li>
          <a href={links.hrefTo({ id: 'testimonials' })} className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white">
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className="fill-amber-400">
              <path d={STAR} />
            </svg>
            {shown} out of 5 from {ratingBasis(testimonials)}
          </a>
        </li>
      )}
      {schemes.map((scheme) => (
        <li key={scheme.slug}>
          <a href={scheme.register?.url} className="inline-flex min-h-6 items-center font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white">
            {scheme.name} registered
          </a>
        </li>
      ))}
      <li className="inline-flex min-h-6 items-center">Established {company.established}</li>
    </ul>
  );
}
