import type { ReactNode } from 'react';
import { useSite } from '../site-context.ts';
import { Section } from './section.tsx';
import { StepList } from './step-list.tsx';

/** "How we work" on a service, industry or service-in-town page: the survey → quote → work steps beside clients' words (`children`, one element: the grid's second column). */
export function HowWeWork({ children, tone }: { children: ReactNode; tone: 'white' | 'tint' }) {
  const { data } = useSite();
  return (
    <Section id="process" title="How we work" tone={tone}>
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
        <StepList steps={data.pages.howWeWork.steps} columns="three" />
        {children}
      </div>
    </Section>
  );
}
