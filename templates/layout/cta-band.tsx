import type { RouteRef } from '../../src/routes/types.ts';
import { CallButton, LinkButton, QuoteButton } from '../components/buttons.tsx';
import { Icon } from '../components/icon.tsx';

/**
 * The reusable call to action near the end of content pages: Request a Quote (or the page's own `action`, e.g. the
 * survey page's Book Free Survey to its form) and a phone link. The heading and
 * its text stand above the buttons until 1024 px; from there the buttons stand on the right, one above the other
 * until 1280 px. Beside the text any earlier, the two buttons in a row left the heading a 217 px column at 768 px.
 */
export function CtaBand({ title = 'Ready to discuss your project?', text, action }: { title?: string; text?: string; action?: { label: string; to: RouteRef } }) {
  return (
    <section aria-labelledby="cta-title" className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-navy-100">
            {text ?? 'Free site surveys and fixed written quotes across Hull and East Yorkshire. Call us or send a request and we will get back to you.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-4 lg:shrink-0 lg:max-xl:flex-col">
          {action ? (
            <LinkButton to={action.to}>
              {action.label}
              <Icon name="clipboard-check" className="size-5" />
            </LinkButton>
          ) : (
            <QuoteButton label="Request a Quote" />
          )}
          <CallButton />
        </div>
      </div>
    </section>
  );
}
