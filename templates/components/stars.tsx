/** One star outline, 20 × 20; the five of a rating are this path moved along. */
export const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
const STEP = 22;

/** The clients' average rating out of 5 (0 without testimonials): the trust strip and the marks' summary show it. */
export function averageRating(testimonials: readonly { rating: number }[]): number {
  return testimonials.length ? testimonials.reduce((sum, item) => sum + item.rating, 0) / testimonials.length : 0;
}

/** Stars out of 5 in one drawing, with a text equivalent for screen readers, e.g. "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center">
      <span className="sr-only">Rated {rating} out of 5</span>
      <svg aria-hidden="true" viewBox={`0 0 ${STEP * 4 + 20} 20`} width={STEP * 4 + 20} height="20">
        {[0, 1, 2, 3, 4].map((n) => (
          <path key={n} d={STAR} transform={n ? `translate(${n * STEP})` : undefined} className={n < rating ? 'fill-amber-500' : 'fill-slate-300'} />
        ))}
      </svg>
    </p>
  );
}
