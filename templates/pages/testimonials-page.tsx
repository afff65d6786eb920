import { Illustration } from '../art/illustration.tsx';
import { CallButton, QuoteButton } from '../components/buttons.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { TestimonialCard } from '../components/testimonial-card.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

export function TestimonialsPage() {
  const { data, links } = useSite();
  return (
    <>
      <PageHero
        title="Client Testimonials"
        aside={<Illustration art={{ family: 'page', name: 'testimonials' }} />}
        lead="What businesses across Hull and the East Riding say about working with us: farms, factories, warehouses, shops, offices and clinics. We show each client's initials and type of business rather than their full name."
      >
        <QuoteButton />
        <CallButton />
      </PageHero>

      <Section id="testimonials" title="What our clients say" tone="tint">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {data.testimonials.map((testimonial) => (
            <li key={testimonial.quote}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-lg text-slate-700">
          See the kinds of project behind these comments in{' '}
          <a href={links.href('portfolio')} className="font-semibold text-navy-700 underline">
            our portfolio
          </a>
          , or find{' '}
          <a href={links.href('industries')} className="font-semibold text-navy-700 underline">
            the industries we work in
          </a>
          .
        </p>
      </Section>
      <CtaBand />
    </>
  );
}
