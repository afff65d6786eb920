import { CallButton, QuoteButton } from '../components/buttons.tsx';

/** The reusable call to action near the end of content pages: Request a Quote and a phone link. */
export function CtaBand({ title = 'Ready to discuss your project?', text }: { title?: string; text?: string }) {
  return (
    <section aria-labelledby="cta-title" className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-navy-100">
            {text ?? 'Free site surveys and fixed written quotes across Hull and East Yorkshire. Call us or send a request and we will get back to you.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-4 md:shrink-0">
          <QuoteButton label="Request a Quote" />
          <CallButton />
        </div>
      </div>
    </section>
  );
}
