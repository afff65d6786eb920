import type { Testimonial } from '../../src/data/schemas/testimonial.ts';
import { formatMonth } from './month.ts';
import { sourceLine } from './review-sources.ts';
import { Stars } from './stars.tsx';

/** Where and when the words were given, e.g. "Google review, March 2025", linked to the review where the data has its page. */
function Provenance({ testimonial }: { testimonial: Testimonial }) {
  const words = [sourceLine(testimonial), testimonial.date && formatMonth(testimonial.date)].filter(Boolean).join(', ');
  if (!words) return null;
  return (
    <span className="mt-1 block text-sm text-slate-600">
      {testimonial.url ? (
        <a href={testimonial.url} className="text-navy-700 underline">
          {words}
        </a>
      ) : (
        words
      )}
    </span>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-slate-800">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-4 border-t border-slate-200 pt-3 sm:mt-6 sm:pt-4">
        <span className="block font-semibold text-navy-950">{testimonial.author}</span>
        <span className="block text-sm text-slate-600">
          {testimonial.role}, {testimonial.company}
        </span>
        <Provenance testimonial={testimonial} />
      </figcaption>
    </figure>
  );
}
