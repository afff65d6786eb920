import { Fragment } from 'react';
import type { Company } from '../../src/data/schemas/company.ts';
import { useSite } from '../site-context.ts';
import { Icon } from './icon.tsx';

/** The company phone as a tel: URL: the number with its spaces removed (docs/decisions.md#names-and-numbers-the-site-must-keep). */
export function telHref(company: Company): string {
  return `tel:${company.phone.replace(/\s+/g, '')}`;
}

/** The company email as a mailto: URL. */
export function mailHref(company: Company): string {
  return `mailto:${company.email}`;
}

/**
 * The company phone as text that never wraps inside itself ("01632 960 / 123" cannot be dialled at a
 * glance); the words around it may still wrap before it. The header, the menus and the action bar set
 * nowrap on their own containers instead.
 */
export function PhoneNumber() {
  const { company } = useSite().data;
  return <span className="whitespace-nowrap">{company.phone}</span>;
}

/** Copy text (e.g. a legal paragraph filled from `{company.phone}`) with each mention of the number kept whole. */
export function TextWithPhone({ text }: { text: string }) {
  const { company } = useSite().data;
  const parts = text.split(company.phone);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <PhoneNumber />}
      {part}
    </Fragment>
  ));
}

/** A click-to-call link showing the number; `label` prefixes it for context, e.g. "Call". */
export function PhoneLink({ className = '', label }: { className?: string; label?: string }) {
  const { company } = useSite().data;
  return (
    <a href={telHref(company)} className={className}>
      <Icon name="phone" className="size-5 shrink-0" />
      <span>
        {label && `${label} `}
        <PhoneNumber />
      </span>
    </a>
  );
}

export function EmailLink({ className = '' }: { className?: string }) {
  const { company } = useSite().data;
  return (
    <a href={mailHref(company)} className={className}>
      <Icon name="mail" className="size-5 shrink-0" />
      <EmailText email={company.email} />
    </a>
  );
}

/**
 * An email address kept whole on one line: an inline block moves to the next line as one piece, as a word does.
 * Only an address longer than the whole line (a long real one in a phone's footer) wraps inside itself, and then
 * before its `@` and its dots, never mid-word. `<wbr>` adds no character, so the address copies whole.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="inline-block max-w-full">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
