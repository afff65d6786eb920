import { TrustMarks } from '../components/accreditation-marks.tsx';
import { Illustration } from '../art/illustration.tsx';
import { Picture } from '../components/picture.tsx';
import { LinkButton, QuoteButton } from '../components/buttons.tsx';
import { Icon } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

/** The initials of a name, e.g. "MT" for "Mark Thompson". */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
}

/**
 * A director's picture. No photographs exist, so this is a drawn head-and-shoulders with the
 * director's initials: inline SVG with fixed dimensions, labelled for screen readers.
 */
function DirectorPortrait({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 160 160" width="160" height="160" role="img" aria-label={`Illustration for ${name}`} className="size-28 shrink-0 rounded-2xl sm:size-36">
      <rect width="160" height="160" rx="24" fill="#0f2748" />
      <circle cx="80" cy="62" r="30" fill="#1d4a8a" />
      <path d="M26 160c4-34 26-54 54-54s50 20 54 54z" fill="#1d4a8a" />
      <circle cx="124" cy="124" r="28" fill="#fbbf24" stroke="#0f2748" strokeWidth="4" />
      <text x="124" y="133" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="24" fontWeight="700" fill="#081426">
        {initialsOf(name)}
      </text>
    </svg>
  );
}

export function AboutPage() {
  const { data } = useSite();
  const { company } = data;
  const copy = data.pages.about;
  return (
    <>
      <PageHero title={`About ${company.name}`} lead={copy.intro} aside={<Illustration art={{ family: 'page', name: 'about' }} />}>
        <QuoteButton />
        <LinkButton to={{ id: 'freeSiteSurvey' }} variant="ghost-dark">
          Book Free Survey
        </LinkButton>
      </PageHero>

      <Section id="story" title="Our story">
        <div className="grid gap-12 lg:grid-cols-[1.6fr_1fr]">
          <div className="space-y-5 text-lg text-slate-700">
            {copy.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside aria-label="The company in brief" className="self-start rounded-2xl bg-navy-950 p-6 text-white sm:p-8">
            <p className="flex items-baseline gap-3">
              <span className="text-5xl font-bold text-amber-300 sm:text-6xl">{company.experience.about}</span>
              {' '}
              <span className="text-lg font-semibold">years in business</span>
            </p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-amber-400 px-4 py-1.5 text-sm font-bold text-navy-950">
              <Icon name="award" className="size-5" />
              Established {company.established}
            </p>
            <p className="mt-6 text-navy-100">
              Based at {company.address.streetAddress}, near {company.address.locality}, serving businesses across {company.baseLocation} and the {company.region}.
            </p>
          </aside>
        </div>
      </Section>

      <Section id="mission" title="Our mission" tone="tint">
        <ul className="grid gap-6 md:grid-cols-3">
          {copy.mission.map((point) => (
            <li key={point.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-amber-400 text-navy-950">
                <Icon name={point.icon ?? 'check'} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-navy-950">{point.title}</h3>
              <p className="mt-2 text-slate-700">{point.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="directors" title="Meet the directors">
        <ul className="grid gap-8 lg:grid-cols-2">
          {copy.directors.map((director) => (
            <li key={director.name} className="flex flex-col gap-6 rounded-xl border border-slate-200 p-6 sm:flex-row sm:p-8">
              {director.photo ? (
                <Picture image={director.photo} slot="portrait" className="size-28 shrink-0 rounded-2xl object-cover sm:size-36" />
              ) : (
                <DirectorPortrait name={director.name} />
              )}
              <div>
                <h3 className="text-xl font-semibold text-navy-950">{director.name}</h3>
                <p className="font-semibold text-navy-700">{director.role}</p>
                <div className="mt-4 space-y-3 text-slate-700">
                  {director.bio.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="accreditations"
        title="Accreditations"
        tone="tint"
        intro="Our work is assessed regularly by NAPIT and NICEIC, and every installation is designed, installed, inspected and certified to BS 7671."
      >
        <TrustMarks />
      </Section>
      <CtaBand />
    </>
  );
}
