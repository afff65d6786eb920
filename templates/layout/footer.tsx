import type { NavLink } from '../../src/routes/navigation.ts';
import { EmailLink, PhoneLink } from '../components/contact-links.tsx';
import { useSite } from '../site-context.ts';

function LinkList({ items, className = '' }: { items: readonly NavLink[]; className?: string }) {
  const { links, route } = useSite();
  return (
    <ul className={`footer-list space-y-1 ${className}`}>
      {items.map((item) => {
        const href = links.hrefTo(item.to);
        return (
          <li key={item.label}>
            <a href={href} aria-current={href === route.pathname ? 'page' : undefined}>
              {item.label}
              {item.note && <span>{item.note}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="footer-heading">
      {children}
    </h2>
  );
}

/** Footer: services in two columns (first ten, then the rest), a scrolling location list, company details. */
export function Footer() {
  const { data, navigation, buildDate } = useSite();
  const { company } = data;
  const { footer } = navigation;
  return (
    <footer className="bg-navy-950 text-white" aria-labelledby="footer-title">
      <h2 id="footer-title" className="sr-only">
        Site information
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-5 lg:px-8">
        <nav aria-labelledby="footer-services">
          <FooterHeading id="footer-services">Services</FooterHeading>
          <LinkList items={footer.servicesFirst} className="mt-4" />
        </nav>
        <nav aria-labelledby="footer-more-services">
          <FooterHeading id="footer-more-services">More services</FooterHeading>
          <LinkList items={footer.servicesRest} className="mt-4" />
        </nav>
        <nav aria-labelledby="footer-areas">
          <FooterHeading id="footer-areas">Service areas</FooterHeading>
          <div className="mt-4 max-h-80 overflow-y-auto pr-2" tabIndex={0} role="region" aria-label="Service areas (scrollable list)">
            <LinkList items={footer.locations} />
          </div>
        </nav>
        <nav aria-labelledby="footer-company">
          <FooterHeading id="footer-company">Company</FooterHeading>
          <LinkList items={footer.company} className="mt-4" />
        </nav>
        <div>
          <FooterHeading id="footer-contact">Contact</FooterHeading>
          <address className="mt-4 space-y-3 text-navy-100 not-italic">
            <p>
              {company.legalName}
              <br />
              {company.address.streetAddress}, {company.address.locality}
              <br />
              {company.address.region}, {company.address.postcode}
            </p>
            <PhoneLink className="flex min-h-11 items-center gap-2 font-semibold text-white hover:underline" />
            <EmailLink className="flex min-h-11 items-center gap-2 break-all text-white hover:underline" />
            <p className="text-sm">{company.hours.label}</p>
            <p className="text-sm">Emergency call-out {company.hours.emergency}</p>
          </address>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media">
            {company.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} rel="noopener me" className="inline-flex min-h-11 items-center rounded border border-white/30 px-3 text-sm text-white hover:bg-white/10">
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
            {company.address.region}, {company.address.postcode}. Email {company.email}.
          </p>
          <p className="mt-2">NAPIT and NICEIC approved contractor. All work to BS 7671.</p>
        </div>
      </div>
    </footer>
  );
}
