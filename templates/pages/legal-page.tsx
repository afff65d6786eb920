import { Illustration } from '../art/illustration.tsx';
import type { LegalDocument, LegalParagraph } from '../../src/data/schemas/pages.ts';
import { TextWithPhone } from '../components/contact-links.tsx';
import { MONTH_NAMES, ukCalendarDate } from '../components/month.ts';
import { PageHero } from '../components/page-hero.tsx';
import { useSite } from '../site-context.ts';

export interface LegalPageProps {
  id: 'privacyPolicy' | 'termsConditions';
  /** The h1, e.g. "Privacy Policy". */
  title: string;
  document: LegalDocument;
}

/** The build date as shown ("1 January 2026") and as `<time dateTime>` ("2026-01-01"), both in UK time: UK legal text is dated in UK time, so a build just after midnight GMT/BST shows the UK date. */
export function formatLastUpdated(date: Date): { display: string; iso: string } {
  const { year, month, day } = ukCalendarDate(date);
  const two = (value: number) => String(value).padStart(2, '0');
  return { display: `${day} ${MONTH_NAMES[month - 1] ?? ''} ${year}`, iso: `${year}-${two(month)}-${two(day)}` };
}

/** An anchor for a section heading, e.g. "Who we share it with" → `who-we-share-it-with`. */
function anchorFor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The paragraphs that hold for the enquiry forms as set up: simulated (no endpoint) or connected. */
function paragraphsFor(paragraphs: readonly LegalParagraph[], connected: boolean): string[] {
  return paragraphs.flatMap((paragraph) => (typeof paragraph === 'string' ? [paragraph] : (paragraph.enquiryForm === 'connected') === connected ? [paragraph.text] : []));
}

/** The privacy policy and the terms: intro, then sections of paragraphs and lists, dated by the build. */
export function LegalPage({ id, title, document }: LegalPageProps) {
  const { links, buildDate, data } = useSite();
  const updated = formatLastUpdated(buildDate);
  const connected = data.company.enquiryForm !== undefined;
  const sections = document.sections.map((section) => ({ ...section, paragraphs: paragraphsFor(section.paragraphs, connected), anchor: anchorFor(section.heading) }));
  return (
    <>
      <PageHero
        title={title}
        aside={<Illustration art={{ family: 'page', name: 'legal' }} />}
        lead={
          <>
            Last updated: <time dateTime={updated.iso}>{updated.display}</time>
          </>
        }
      />
      <div className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[16rem_1fr] lg:px-8">
          <nav aria-labelledby="contents-title" className="hidden lg:block">
            <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto">
              <h2 id="contents-title" className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
                On this page
              </h2>
              <ol className="mt-3 space-y-1 text-sm">
                {sections.map((section) => (
                  <li key={section.anchor}>
                    <a href={links.href(id, {}, section.anchor)} className="inline-block py-1 text-navy-700 underline decoration-navy-200 hover:decoration-navy-700">
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article className="max-w-3xl text-slate-700">
            <div className="space-y-4 text-lg">
              {document.intro.map((paragraph) => (
                <p key={paragraph}>
                  <TextWithPhone text={paragraph} />
                </p>
              ))}
            </div>
            {sections.map((section) => (
              <section key={section.anchor} id={section.anchor} aria-labelledby={`${section.anchor}-title`} className="mt-12">
                <h2 id={`${section.anchor}-title`} className="text-2xl font-bold tracking-tight text-navy-950">
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4">
                    <TextWithPhone text={paragraph} />
                  </p>
                ))}
                {section.items.length > 0 && (
                  <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-navy-700">
                    {section.items.map((item) => (
                      <li key={item}>
                        <TextWithPhone text={item} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
