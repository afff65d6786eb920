import type { ReactNode } from 'react';
import type { RouteRef } from '../../src/routes/types.ts';
import { useSite } from '../site-context.ts';
import { telHref } from './contact-links.tsx';
import { Icon } from './icon.tsx';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-base font-semibold whitespace-nowrap no-underline transition-colors focus-visible:outline-3 focus-visible:outline-offset-2';

/** Amber call to action with dark text (amber never carries white text). */
export const primaryButton = `${base} bg-amber-400 text-navy-950 hover:bg-amber-300 focus-visible:outline-amber-300`;
/** Outline button for dark backgrounds. */
export const ghostButtonOnDark = `${base} border-2 border-white/80 text-white hover:bg-white hover:text-navy-950 focus-visible:outline-white`;
/** Outline button for light backgrounds. */
export const ghostButton = `${base} border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white focus-visible:outline-navy-900`;

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

export function QuoteButton({ label = 'Get Your Free Quote' }: { label?: string }) {
  return (
    <LinkButton to={{ id: 'contact', hash: 'quote' }}>
      {label}
      <Icon name="file-text" className="size-5" />
    </LinkButton>
  );
}

export function CallButton({ variant = 'ghost-dark' }: { variant?: 'ghost' | 'ghost-dark' }) {
  const { company } = useSite().data;
  return (
    <a href={telHref(company)} className={variant === 'ghost' ? ghostButton : ghostButtonOnDark}>
      <Icon name="phone" className="size-5" />
      <span>Call {company.phone}</span>
    </a>
  );
}
