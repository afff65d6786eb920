import type { ReactNode } from 'react';
import { quoteFromRoute } from '../../src/routes/quote-form.ts';
import type { RouteRef } from '../../src/routes/types.ts';
import { useSite } from '../site-context.ts';
import { PhoneNumber, telHref } from './contact-links.tsx';
import { Icon } from './icon.tsx';

// The buttons' utilities are component classes in site.css: they appear several times on every page.
/** Amber call to action with dark text (amber never carries white text). */
export const primaryButton = 'btn btn-primary';
/** Outline button for dark backgrounds. */
export const ghostButtonOnDark = 'btn btn-ghost-dark';
/** Outline button for light backgrounds. */
export const ghostButton = 'btn btn-ghost';

export function LinkButton({ to, children, variant = 'primary' }: { to: RouteRef; children: ReactNode; variant?: 'primary' | 'ghost' | 'ghost-dark' }) {
  const { links, route } = useSite();
  const href = links.hrefTo(to);
  const className = variant === 'primary' ? primaryButton : variant === 'ghost' ? ghostButton : ghostButtonOnDark;
  return (
    <a href={href} aria-current={href === route.pathname ? 'page' : undefined} className={className}>
      {children}
    </a>
  );
}

/**
 * The quote form's address from the page being rendered, carrying its service, town or industry where it has one
 * (docs/decisions.md#quote-links), e.g. `/contact/?service=backup-power-systems&town=hull#quote`.
 */
export function useQuoteHref(): string {
  const { links, route } = useSite();
  return links.quoteForm(quoteFromRoute(route));
}

export function QuoteButton({ label = 'Get Your Free Quote' }: { label?: string }) {
  return (
    <a href={useQuoteHref()} className={primaryButton}>
      {label}
      <Icon name="file-text" className="size-5" />
    </a>
  );
}

export function CallButton({ variant = 'ghost-dark' }: { variant?: 'ghost' | 'ghost-dark' }) {
  const { company } = useSite().data;
  return (
    <a href={telHref(company)} className={variant === 'ghost' ? ghostButton : ghostButtonOnDark}>
      <Icon name="phone" className="size-5" />
      <span>
        Call <PhoneNumber />
      </span>
    </a>
  );
}
