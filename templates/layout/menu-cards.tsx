import type { NavMenu } from '../../src/routes/navigation.ts';
import { EmailText, mailHref, telHref } from '../components/contact-links.tsx';
import { useSite } from '../site-context.ts';

/**
 * In every desktop menu, beside the groups: the 24/7 line, the hours and the quote form, for a visitor who
 * would rather ask. Below 1024 px the menu's quick actions at its top do this job, so it is not shown.
 */
export function MenuContactCard({ rows }: { rows: string }) {
  const { data, links } = useSite();
  const { company } = data;
  return (
    <div className={`nav-call ${rows}`}>
      <p>Talk to an electrician</p>
      <p>
        {company.hours.label}. Emergency call-out {company.hours.emergency}, {company.emergencyResponse} response.
      </p>
      <a href={telHref(company)}>
        Call {company.hours.emergency}
        <span>{company.phone}</span>
      </a>
      <a href={links.hrefTo({ id: 'contact', hash: 'quote' })} className="btn btn-primary mt-2 whitespace-nowrap">
        Get Your Free Quote
      </a>
    </div>
  );
}

/** How many grid cells each aside fills in its panel, so that the panel's grid can count them. */
export const ASIDE_CELLS: Record<NonNullable<NavMenu['aside']>, number> = { trust: 3, visit: 1 };

/** The blocks a menu's `aside` names, placed in the panel's grid after its groups (desktop only). */
export function MenuAside({ aside }: { aside: NavMenu['aside'] }) {
  if (aside === 'trust') {
    return (
      <>
        <Accreditations />
        <LatestTestimonial />
      </>
    );
  }
  return aside === 'visit' ? <Visit /> : null;
}

/** The schemes and standards, each with what it means for the visitor, and how long the firm has traded. */
function Accreditations() {
  const { data, links } = useSite();
  return (
    <div className="nav-aside">
      <p className="nav-group-title">Approved and accredited</p>
      <ul>
        {data.accreditations.map((item) => (
          <li key={item.slug}>
            <b>{item.name}</b>
            {item.kind === 'scheme' ? ' approved contractor' : ', the standard we work to'}
          </li>
        ))}
        <li>Trading since {data.company.established}</li>
      </ul>
      <a href={links.hrefTo({ id: 'about', hash: 'accreditations' })} className="nav-aside-link">
        What our approvals mean
      </a>
    </div>
  );
}

/**
 * The newest testimonial, across the panel's two columns. Testimonials carry no date: the newest is the
 * last of data/testimonials.json, where a new one is added. One only, so a page's size does not grow with
 * the number of testimonials.
 */
function LatestTestimonial() {
  const { data } = useSite();
  const testimonial = data.testimonials.at(-1);
  if (!testimonial) return null;
  return (
    <figure className="nav-quote">
      <blockquote>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption>
        <b>{testimonial.author}</b>, {testimonial.role}, {testimonial.company}
      </figcaption>
    </figure>
  );
}

/** Where the office is, with its postcode, and the email address: what a visitor opening Contact looks for. */
function Visit() {
  const { data, links } = useSite();
  const { company } = data;
  const { address } = company;
  return (
    <div className="nav-aside">
      <p className="nav-group-title">Find us</p>
      <address className="mt-3 text-sm text-slate-700 not-italic">
        <span className="block font-semibold text-navy-950">{company.name}</span>
        {address.streetAddress}, {address.locality}
        <span className="block">
          {address.region} <span className="whitespace-nowrap font-semibold text-navy-950">{address.postcode}</span>
        </span>
      </address>
      <p className="mt-3 text-sm text-slate-700">
        <span className="block">Email</span>
        <a href={mailHref(company)} className="font-semibold text-navy-700 underline">
          <EmailText email={company.email} />
        </a>
      </p>
      <a href={links.hrefTo({ id: 'contact', hash: 'map' })} className="nav-aside-link">
        Show on the map
      </a>
    </div>
  );
}
