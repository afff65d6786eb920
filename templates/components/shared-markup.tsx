import type { ReactNode } from 'react';
import { useSite } from '../site-context.ts';

/** Names are written into the page as an attribute and read back: only characters that need no escaping. */
const NAME = /^[a-z0-9:._-]+$/;

/**
 * Markup many pages show alike, e.g. the process steps on every service-in-town page. Its `name` stands
 * for everything it shows: two uses with one name must render the same (the renderer's test compares
 * every page with a plain render). A build's renderer renders it once and splices its bytes into each
 * page (src/render/render-route.tsx); rendered plainly, it is simply its children.
 */
export function SharedMarkup({ name, children }: { name: string; children: ReactNode }) {
  const { shared } = useSite();
  // Checked however the page renders, so that a name the build would refuse fails in a preview too.
  if (!NAME.test(name)) throw new Error(`the shared markup name "${name}" may hold only a-z, 0-9 and : . _ -`);
  if (!shared) return children;
  shared.note(name, children);
  return <template data-shared={name} />;
}
