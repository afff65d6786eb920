import type { ReactNode } from 'react';
import type { CaseStudy } from '../../src/routes/case-studies.ts';
import { CheckList, ServiceLinks } from '../components/cards.tsx';
import { Icon } from '../components/icon.tsx';
import { formatMonth } from '../components/month.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Picture } from '../components/picture.tsx';
import { Section } from '../components/section.tsx';
import { SubjectImage } from '../components/subject-image.tsx';
import { TestimonialCard } from '../components/testimonial-card.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

export interface CaseStudyPageProps {
  study: CaseStudy;
}

/**
 * A case study: the job's title and summary, its figures, what was done and where, the client's words and the
 * photographs after the first (which stands in the hero; without photos the industry's drawing does).
 */
/** One line of the project's details: what it is, then its value. */
function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

export function CaseStudyPage({ study: { project, industry, location, services, testimonial } }: CaseStudyPageProps) {
  const { links } = useSite();
  const [hero, ...photos] = project.photos ?? [];
  return (
    <>
      <PageHero title={project.title} lead={project.scope} aside={<SubjectImage image={hero} art={{ family: 'industry', name: industry.art }} />} barActions />

      <Section id="figures" title="The job in figures">
        {project.sample && (
          <p className="mb-8 flex max-w-3xl gap-3 rounded-lg bg-navy-50 p-4 text-slate-700 ring-1 ring-navy-200">
            <Icon name="shield-check" className="size-6 shrink-0 text-navy-700" />
            <span>
              <strong className="text-navy-950">A representative project.</strong> It describes a kind of job we carry out; the client and site are
              kept confidential and the figures are typical of such work.
            </span>
          </p>
        )}
        <ul id="project-figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {project.figures.map((figure) => (
            <li key={figure.label} className="rounded-xl bg-navy-950 p-5 text-white">
              <p className="text-3xl font-bold tracking-tight text-amber-300">{figure.value}</p>
              <p className="mt-2 text-navy-100">{figure.label}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <h3 className="text-xl font-semibold text-navy-950">What we did</h3>
            <CheckList items={project.highlights} className="mt-4 text-slate-800" />
          </div>
          <aside aria-labelledby="details-title" className="self-start rounded-xl bg-navy-50 p-6 ring-1 ring-navy-200">
            <h3 id="details-title" className="text-xl font-semibold text-navy-950">
              Project details
            </h3>
            <dl className="mt-4 space-y-3">
              {project.client && <Detail term="Client">{project.client}</Detail>}
              <Detail term="Sector">
                <a href={links.href('industry', { industry: industry.slug })} className="font-semibold text-navy-700 underline">
                  {industry.name}
                </a>
              </Detail>
              <Detail term="Town">
                <a href={links.href('area', { location: location.slug })} className="font-semibold text-navy-700 underline">
                  {location.name}
                </a>
              </Detail>
              <Detail term="Completed" className="text-slate-800">
                {formatMonth(project.completed)}
              </Detail>
              <Detail term="Services">
                <ServiceLinks services={services} id="project-services" />
              </Detail>
            </dl>
          </aside>
        </div>
      </Section>

      {photos.length > 0 && (
        <Section id="photos" title="Photographs" tone="tint">
          <ul className="grid gap-6 sm:grid-cols-2">
            {photos.map((photo) => (
              <li key={photo.src}>
                <Picture image={photo} slot="gallery" className="aspect-[4/3] w-full rounded-xl object-cover" />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {testimonial && (
        <Section id="client" title="What the client said" tone={photos.length > 0 ? 'white' : 'tint'}>
          <div className="max-w-2xl">
            <TestimonialCard testimonial={testimonial} />
          </div>
        </Section>
      )}

      <CtaBand title="Planning something similar?" />
    </>
  );
}
