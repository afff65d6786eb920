import type { NavLink } from '../../src/routes/navigation.ts';
import type { ReactNode } from 'react';
import { EmailLink, EmailText, PhoneLink } from '../components/contact-links.tsx';
import { useSite } from '../site-context.ts';

/** The longest hyphenated word kept on one line, e.g. "New-Build" (9); longer ones may break at a hyphen. */
const SHORT_WORD = 12;
const WORD_JOINER = '\u2060';
const NO_BREAK_SPACE = '\u00a0';

/**
 * A link's label, broken only where it reads well in a narrow column: a short hyphenated word stays whole
 * ("Build-Out", never "Build-" then "Out"; a long one such as "Holme-on-Spalding-Moor" may break at its
 * hyphens rather than overflow) and "&" stays with the word before it, so no line starts with it. Done
 * with characters rather than a nowrap element per word: the footer is on every page, and its element
 * count is in every page's budget.
 */
function columnLabel(label: string): string {
  return label
    .split(' ')
    .map((word) => (word.includes('-') && word.length <= SHORT_WORD ? word.replaceAll('-', `-${WORD_JOINER}`) : word))
    .join(' ')
    .replaceAll(' & ', `${NO_BREAK_SPACE}& `);
}

function LinkList({ items }: { items: readonly NavLink[] }) {
  const { links, route } = useSite();
  return (
    <ul className="footer-list space-y-1">
      {items.map((item) => {
        const href = links.hrefTo(item.to);
        return (
          <li key={item.label}>
            <a href={href} aria-current={href === route.pathname ? 'page' : undefined}>
              {columnLabel(item.label)}
              {/* The space keeps the name and the note two words for screen readers: "Goole DN14". */}
              {item.note && <> <span>{item.note}</span></>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A group of footer links. From 1024 px every group stands open in its column; below, each is a
 * disclosure whose heading row opens it, so that the footer of a phone is a screen, not three. The links
 * are in the markup either way (search engines and keyboard users lose nothing), and without JavaScript
 * they stand open, because the toggle could do nothing.
 */
function FooterGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const panelId = `${id}-links`;
  return (
    <nav aria-labelledby={id} data-disclosure="" className="footer-group">
      <div className="footer-row">
        <h2 id={id} className="footer-heading">
          {title}
        </h2>
        <button type="button" data-disclosure-toggle="" aria-expanded="false" aria-controls={panelId} aria-labelledby={id} className="footer-toggle" />
      </div>
      <div id={panelId} data-disclosure-panel="" className="footer-panel">
        {children}
      </div>
    </nav>
  );
}

/**
 * Footer: services in two columns (first ten, then the rest), a scrolling location list, company details.
 * Part of the frame, rendered once for every page; the phone's action bar is not (templates/layout/action-bar.tsx).
 */
export function Footer() {
  const { data, navigation, buildDate, links, route } = useSite();
  const { company } = data;
  const { footer } = navigation;
  const allAreas = links.hrefTo(footer.allAreas.to);
  return (
    <>
      <footer className="bg-navy-950 text-white" aria-labelledby="footer-title">
        <h2 id="footer-title" className="sr-only">
          Site information
        </h2>
        <div className="footer-grid">
          <div className="footer-groups">
            <FooterGroup id="footer-services" title="Services">
              <LinkList items={footer.servicesFirst} />
            </FooterGroup>
            <FooterGroup id="footer-more-services" title="More services">
              <LinkList items={footer.servicesRest} />
            </FooterGroup>
            <FooterGroup id="footer-areas" title="Service areas">
              <div className="footer-scroll" tabIndex={0} role="region" aria-label="Service areas (scrollable list)">
                <LinkList items={footer.locations} />
              </div>
              <p className="mt-2">
                <a href={allAreas} aria-current={allAreas === route.pathname ? 'page' : undefined} className="footer-more">
                  {footer.allAreas.label} <span aria-hidden="true">→</span>
                </a>
              </p>
            </FooterGroup>
            <FooterGroup id="footer-company" title="Company">
              <LinkList items={footer.company} />
            </FooterGroup>
          </div>
          <div className="footer-contact">
            <h2 id="footer-contact" className="footer-heading">
              Contact
            </h2>
            <address className="mt-4 space-y-3 text-navy-100 not-italic">
              <p>
                {company.legalName}
                <br />
                {company.address.streetAddress}, {company.address.locality}
                <br />
                {company.address.region}, {company.address.postcode}
              </p>
              <PhoneLink className="flex min-h-11 items-center gap-2 font-semibold text-white hover:underline" />
              <EmailLink className="flex min-h-11 items-center gap-2 text-white hover:underline" />
              <p className="text-sm">{company.hours.label}</p>
              <p className="text-sm">Emergency call-out {company.hours.emergency}</p>
            </address>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media">
              {company.social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener me" className="inline-flex min-h-11 items-center rounded border border-white/30 px-3 text-sm whitespace-nowrap text-white hover:bg-white/10">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="border-t border-white/10">
          <div className="mx-auto max-w-7xl px-4 py-6 text-sm text-navy-200 sm:px-6 lg:px-8">
            <p>
              © {buildDate.getUTCFullYear()} {company.legalName}. Registered in {company.registeredIn}, company number {company.companyNumber}.
              {company.vatNumber ? ` VAT number ${company.vatNumber}.` : ''} Registered office: {company.address.streetAddress}, {company.address.locality},{' '}
              {company.address.region}, {company.address.postcode}. Email <EmailText email={company.email} />.
            </p>
            <p className="mt-2">NAPIT and NICEIC approved contractor. All work to BS 7671.</p>
          </div>
        </div>
      </footer>
    </>
  );
}
