/** Stars out of 5 with a text equivalent for screen readers, e.g. "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5" >
      <span className="sr-only">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className={n <= rating ? 'fill-amber-500' : 'fill-slate-300'}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}
