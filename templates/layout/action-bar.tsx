import { useQuoteHref } from '../components/buttons.tsx';
import { PhoneNumber, telHref } from '../components/contact-links.tsx';
import { Icon } from '../components/icon.tsx';
import { useSite } from '../site-context.ts';

/**
 * The emergency path on a phone: "Call 24/7" first and solid, since someone with a fault needs the call
 * before the quote, and "Get Your Free Quote" outlined beside it; fixed to the bottom of small screens
 * (site.css, `.action-bar`). It is in the markup from the start and the page keeps room for it below
 * its last line, so it shifts nothing and covers nothing; it steps aside while a form field has focus,
 * when the on-screen keyboard needs the space. Its quote carries the page's service and town (docs/decisions.md#quote-links),
 * so it is rendered with each page's main content, not in the footer that is rendered once for every page.
 */
export function ActionBar() {
  const { data } = useSite();
  const { company } = data;
  return (
    <nav aria-label="Call or ask for a quote" className="action-bar">
      <a href={telHref(company)} className="action-call">
        <Icon name="phone" className="size-5 shrink-0" />
        <span>
          Call {company.hours.emergency}
          <span>
            <PhoneNumber />
          </span>
        </span>
      </a>
      <a href={useQuoteHref()} className="action-quote">
        <Icon name="file-text" className="size-5 shrink-0" />
        {/* The site's one wording for the quote, in two lines as the call beside it. */}
        <span>
          Get Your
          <span>Free Quote</span>
        </span>
      </a>
    </nav>
  );
}
