import type { Faq } from '../../src/seo/structured-data.ts';

/**
 * Questions as native disclosure widgets: readable, operable and searchable without JavaScript. The list sets
 * its own measure, so that it is one width on every page that shows one.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="max-w-4xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-4 sm:p-5">
          <summary className="flex min-h-6 cursor-pointer list-none items-start justify-between gap-4 font-semibold text-navy-950 marker:hidden">
            <h3 className="sm:text-lg">{faq.question}</h3>
            <span aria-hidden="true" className="text-xl leading-none sm:mt-1 text-navy-700 group-open:rotate-45 transition-transform">+</span>
          </summary>
          <p className="mt-3 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
