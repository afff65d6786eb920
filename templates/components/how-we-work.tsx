import type { Testimonial } from '../../src/data/schemas/testimonial.ts';
import { useSite } from '../site-context.ts';
import { Section } from './section.tsx';
import { StepList } from './step-list.tsx';
import { TestimonialCard } from './testimonial-card.tsx';

/** "How we work" on a service, industry or service-in-town page: the survey → quote → work steps beside a client's words. */
export function HowWeWork({ testimonial, tone }: { testimonial: Testimonial; tone: 'white' | 'tint' }) {
  const { data } = useSite();
  return (
    <Section id="process" title="How we work" tone={tone}>
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
        <StepList steps={data.pages.howWeWork.steps} columns="three" />
        <TestimonialCard testimonial={testimonial} />
      </div>
    </Section>
  );
}
