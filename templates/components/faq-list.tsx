import type { Faq } from '../../src/seo/structured-data.ts';

/**
 * Questions as native disclosure widgets: readable, operable and searchable without JavaScript. The list sets
 * its own measure, so that it is one width on every page that shows one. `dense` pads the questions less on a phone,
 * where a page must stay short (the area page).
 */
export function FaqList({ faqs, dense = false }: { faqs: readonly Faq[]; dense?: boolean }) {
  return (
    <div className="max-w-4xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className={dense ? 'group px-4 py-3 sm:p-5' : 'group p-4 sm:p-5'}>
          <summary className="flex min-h-6 cursor-pointer list-none items-start justify-between gap-4 font-semibold text-navy-950 marker:hidden">
            <h3 className={dense ? 'text-[0.9375rem] sm:text-lg' : 'sm:text-lg'}>{faq.question}</h3>
            <span aria-hidden="true" className="text-xl leading-none sm:mt-1 text-navy-700 group-open:rotate-45 transition-transform">+</span>
          </summary>
          <p className="mt-3 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
