import type { ReactNode } from 'react';
import type { IconName } from '../../src/data/schemas/common.ts';
import { useSite } from '../site-context.ts';
import { Icon } from './icon.tsx';

/** A card whose title is the link (one link per card, a large target), e.g. a service or an industry. */
export function LinkCard({ href, title, icon, children, headingLevel = 3 }: { href: string; title: string; icon?: IconName; children?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group link-card">
      {icon && (
        <span className="icon-badge-dark">
          <Icon name={icon} />
        </span>
      )}
      <Heading className="text-lg font-semibold text-navy-950">
        <a href={href} className="stretched-link">
          {title}
        </a>
      </Heading>
      {children && <div className="mt-2 text-slate-700">{children}</div>}
    </article>
  );
}

/** A point with an icon, e.g. "why choose us". */
export function PointItem({ title, text, icon }: { title: string; text: string; icon?: IconName | undefined }) {
  return (
    <li className="flex gap-4">
      <span className="icon-badge">
        <Icon name={icon ?? 'check'} />
      </span>
      <div>
        <h3 className="font-semibold text-navy-950">{title}</h3>
        <p className="mt-1 text-slate-700">{text}</p>
      </div>
    </li>
  );
}

/**
 * A list with check marks, e.g. technical specifications. `dense` keeps it tight on a phone (small marks, little space
 * between items), as in the area pages' lists of services, and spaces it as usual from `sm` up.
 */
export function CheckList({ items, className = '', dense = false }: { items: readonly string[]; className?: string; dense?: boolean }) {
  return (
    <ul className={`${dense ? 'space-y-1 sm:space-y-3' : 'space-y-3'} ${className}`}>
      {items.map((item) => (
        <li key={item} className={dense ? 'flex gap-1.5 sm:gap-3' : 'flex gap-3'}>
          <Icon name="check" className={dense ? 'mt-px size-4 shrink-0 text-navy-700 sm:mt-0.5 sm:size-5' : 'mt-0.5 size-5 shrink-0 text-navy-700'} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Links to the service pages of a job, one a line: a case study's details and its card on the portfolio. */
export function ServiceLinks({ services, id, className }: { services: readonly { slug: string; name: string }[]; id?: string; className?: string }) {
  const { links } = useSite();
  return (
    <ul id={id} className={className}>
      {services.map((service) => (
        <li key={service.slug}>
          <a href={links.href('service', { service: service.slug })} className="inline-block py-1 text-navy-700 underline decoration-navy-200 hover:decoration-navy-700">
            {service.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
