import { headlineName } from '../../src/data/headline-name.ts';
import type { ReactNode } from 'react';
import { useSite } from '../site-context.ts';
import { ghostButton, primaryButton } from './buttons.tsx';
import { mailHref, PhoneNumber, telHref } from './contact-links.tsx';
import { Icon } from './icon.tsx';

/**
 * `scroll-mt-8`: the browser's validation scrolls the first invalid field to the top of the screen (below the sticky
 * header, html's scroll-padding); the margin is its label's line and gap, so the label shows above it too.
 */
const fieldClass =
  'mt-2 block w-full scroll-mt-8 rounded-md border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-navy-700';

/**
 * A visible label above its control; required fields get a visible asterisk (the control carries `required`).
 * `wide`: the field spans both columns of the form's grid.
 */
function Field({ id, label, required = false, wide = false, children }: { id: string; label: string; required?: boolean; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block font-semibold text-navy-950">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-1 text-red-700">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

/** Which request a form makes: posted as the hidden field `enquiryType`, so that the owner can tell them apart. */
export type EnquiryKind = 'quote' | 'survey';

/** Each form's id prefix (`enquiry-name`, `survey-name`), the id of the page's heading that names it, its button. */
const FORMS: Record<EnquiryKind, { prefix: string; title: string; submit: string }> = {
  quote: { prefix: 'enquiry', title: 'quote-title', submit: 'Submit Enquiry' },
  survey: { prefix: 'survey', title: 'book-title', submit: 'Request Site Survey' },
};

/**
 * The enquiry forms (docs/decisions.md#the-enquiry-form-and-its-toast): the quote request of the contact page and the
 * shorter site-survey request of the free-site-survey page, one implementation with two sets of fields.
 *
 * With `enquiryForm.endpoint` in the company data it is a real `<form method="post">` to that endpoint, which works
 * with JavaScript off (the browser posts it and shows the service's own answer). The client bundle posts it with
 * `fetch` instead and shows the toast and the confirmation only when the endpoint accepted it; on any failure it keeps
 * every field and shows `data-enquiry-error` (in a `role="alert"` region) with the phone number and email. Hidden
 * fields: `enquiryType` (quote or survey), `_subject` where the owner gives one, and a honeypot that only bots fill.
 *
 * Without an endpoint it sends nothing, by construction:
 * - `method="dialog"`: after the browser's native validation and the `submit` event, a dialog-method
 *   form outside a <dialog> does nothing. No request is made and no field reaches a URL, even if the
 *   client script fails to load. (A GET would put the visitor's details in the address; a POST to a
 *   static host answers with an error page.)
 * - The client bundle attaches to `data-enquiry-form`: on `submit` it shows "Sending..." on
 *   `data-enquiry-submit` for 1000 ms, then clears the fields, shows the toast and puts the lasting
 *   confirmation (`data-enquiry-done`, hidden in the markup) in the form's place.
 * - Without JavaScript a note (CSS `scripting: none`) says so and gives the phone number and email instead;
 *   the confirmation is never shown, as nothing was sent.
 */
export function EnquiryForm({ kind = 'quote' }: { kind?: EnquiryKind }) {
  return (
    <>
      <EnquiryFields kind={kind} />
      <EnquiryConfirmation kind={kind} />
    </>
  );
}

/** The phone number and email as links, for a visitor whose message could not be sent. */
function CallOrEmail() {
  const { company } = useSite().data;
  return (
    <>
      call us on{' '}
      <a href={telHref(company)} className="font-semibold text-navy-700 underline">
        <PhoneNumber />
      </a>{' '}
      or email{' '}
      <a href={mailHref(company)} className="font-semibold text-navy-700 underline">
        {company.email}
      </a>
    </>
  );
}

function EnquiryFields({ kind }: { kind: EnquiryKind }) {
  const { data, links } = useSite();
  const { company } = data;
  const { prefix, title, submit } = FORMS[kind];
  const endpoint = company.enquiryForm;
  return (
    <form
      method={endpoint ? 'post' : 'dialog'}
      action={endpoint?.endpoint}
      data-enquiry-form=""
      data-enquiry-post={endpoint ? '' : undefined}
      aria-labelledby={title}
      className="space-y-5"
    >
      {/* Shown only when scripting is off (a CSS media query, which also holds where <noscript> is not honoured). */}
      {!endpoint && (
        <p className="mb-5 hidden rounded-md border-l-4 border-amber-400 bg-amber-50 p-4 text-slate-900 noscript:block">
          This form needs JavaScript, which is turned off in your browser, so it cannot send your enquiry. Please <CallOrEmail />.
        </p>
      )}
      {endpoint && (
        <>
          <input type="hidden" name="enquiryType" value={kind} />
          {endpoint.subject && <input type="hidden" name="_subject" value={endpoint.subject} />}
          {/* The honeypot: off screen, hidden from assistive technology, out of the tab order and of autofill. */}
          <div aria-hidden="true" className="sr-only">
            <label htmlFor={`${prefix}-${endpoint.honeypotField}`}>Leave this field empty</label>
            <input id={`${prefix}-${endpoint.honeypotField}`} name={endpoint.honeypotField} type="text" tabIndex={-1} autoComplete="off" data-enquiry-honeypot="" />
          </div>
        </>
      )}
      {kind === 'quote' ? <QuoteFields /> : <SurveyFields />}
      {endpoint && (
        <div role="alert">
          <p data-enquiry-error="" hidden className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-slate-900">
            <strong>Your message was not sent.</strong> Everything you typed is still here: please try again in a moment, or <CallOrEmail />.
          </p>
        </div>
      )}
      <button type="submit" data-enquiry-submit="" className={`${primaryButton} w-full cursor-pointer disabled:cursor-wait disabled:opacity-75 sm:w-auto`}>
        {submit}
      </button>
      <p className="text-sm text-slate-600">
        * Required fields. By submitting this form, you agree to our{' '}
        <a href={links.href('privacyPolicy')} className="text-navy-700 underline">
          privacy policy
        </a>
        .
      </p>
    </form>
  );
}

/** The contact page's quote request: name, email, phone, the service, the location and a message. */
function QuoteFields() {
  const { data } = useSite();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {/* Name, then email and phone side by side, then the service across the form: the longest service name
            ("Load Calculations & Compliance Testing") needs the whole width, and the order is the brief's. */}
        <Field id="enquiry-name" label="Name" required wide>
          <input id="enquiry-name" name="name" type="text" autoComplete="name" required className={fieldClass} />
        </Field>
        <Field id="enquiry-email" label="Email" required>
          <input id="enquiry-email" name="email" type="email" autoComplete="email" required className={fieldClass} />
        </Field>
        <Field id="enquiry-phone" label="Phone Number" required>
          <input id="enquiry-phone" name="phone" type="tel" autoComplete="tel" required className={fieldClass} />
        </Field>
        <Field id="enquiry-service" label="Service Required" wide>
          <select id="enquiry-service" name="service" defaultValue="" className={`${fieldClass} select-wraps`}>
            <option value="">Select a service</option>
            {data.headlineServices.map((service) => (
              <option key={service.slug} value={service.slug}>
                {headlineName(service, data)}
              </option>
            ))}
            <option value="other">Other</option>
          </select>
        </Field>
      </div>
      <Field id="enquiry-location" label="Your Location">
        <input id="enquiry-location" name="location" type="text" autoComplete="address-level2" placeholder="e.g. Hull, Brough, Goole" className={fieldClass} />
      </Field>
      <Field id="enquiry-message" label="Message" required>
        <textarea id="enquiry-message" name="message" rows={4} required placeholder="Please tell us about your electrical requirements..." className={fieldClass} />
      </Field>
    </>
  );
}

/** The survey page's short request: who to call back, where the site is and the days that suit (the office's days). */
function SurveyFields() {
  const { company } = useSite().data;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="survey-name" label="Name" required wide>
          <input id="survey-name" name="name" type="text" autoComplete="name" required className={fieldClass} />
        </Field>
        <Field id="survey-phone" label="Phone Number" required>
          <input id="survey-phone" name="phone" type="tel" autoComplete="tel" required className={fieldClass} />
        </Field>
        <Field id="survey-email" label="Email" required>
          <input id="survey-email" name="email" type="email" autoComplete="email" required className={fieldClass} />
        </Field>
        <Field id="survey-location" label="Town or site address" required wide>
          <input id="survey-location" name="location" type="text" autoComplete="address-level2" required placeholder="e.g. Hull, Brough, Goole" className={fieldClass} />
        </Field>
      </div>
      <fieldset>
        <legend className="font-semibold text-navy-950">Preferred days for the visit</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
          {company.hours.days.map((day) => (
            <label key={day} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-900">
              <input type="checkbox" name="days" value={day} className="size-5 accent-navy-700" />
              {day}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/**
 * What the visitor sees after sending, in the form's place until they ask for the form again: what happens
 * next (from the company data: office hours, quote validity) and, for an emergency, the 24/7 number, since
 * an enquiry is not the way to report a fault. The heading takes focus (tabindex -1) when it appears.
 */
function EnquiryConfirmation({ kind }: { kind: EnquiryKind }) {
  const { company } = useSite().data;
  const id = `${FORMS[kind].prefix}-done-title`;
  return (
    <section data-enquiry-done="" hidden aria-labelledby={id} className="rounded-xl bg-white p-5 ring-1 ring-navy-200 sm:p-8">
      <h3 id={id} tabIndex={-1} className="flex items-center gap-3 text-xl font-bold text-navy-950 sm:text-2xl">
        <span className="icon-badge">
          <Icon name="check" className="size-6" />
        </span>
        What happens next
      </h3>
      <ol className="mt-6 list-decimal space-y-3 pl-5 sm:pl-6 text-slate-800 marker:font-semibold marker:text-navy-700">
        {kind === 'quote' ? (
          <>
            <li>We read your enquiry and get in touch during office hours: {company.hours.label}.</li>
            <li>If the work needs it, we arrange a free site survey at a time that suits you.</li>
          </>
        ) : (
          <>
            <li>We call you during office hours ({company.hours.label}) to agree the day and time of the visit.</li>
            <li>One of our electricians surveys your site, usually in 1-2 hours.</li>
          </>
        )}
        <li>You receive a free written quote, valid for {company.terms.quoteValidityDays} days.</li>
      </ol>
      <p className="mt-6 rounded-md border-l-4 border-amber-400 bg-amber-50 p-4 text-slate-900">
        <span className="font-semibold">Power failure or a dangerous fault?</span> Do not wait for our reply: call{' '}
        <a href={telHref(company)} className="font-semibold text-navy-700 underline">
          {company.hours.emergency} on <PhoneNumber />
        </a>
        , typically on site within {company.emergencyResponse}.
      </p>
      <button type="button" data-enquiry-again="" className={`${ghostButton} mt-6 cursor-pointer`}>
        {kind === 'quote' ? 'Send another enquiry' : 'Send another request'}
      </button>
    </section>
  );
}
