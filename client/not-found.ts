import { all } from './dom.ts';

/**
 * 404.html: logs the missing path and, under /services/, shows which service or location in the
 * address does not exist (docs/decisions.md#the-not-found-page-and-its-variants). The lists of services and locations are rendered into the
 * page at build time, hidden; their links carry the slugs this compares against.
 */
export function enhanceNotFound(): void {
  const root = document.querySelector<HTMLElement>('[data-not-found]');
  if (!root) return;
  const path = location.pathname;
  console.error(`404 Error: User attempted to access non-existent route: ${path}`);
  // With or without the trailing slash: the specification writes service addresses as /services/{slug}.
  const match = /^\/services\/([^/]+)(?:\/([^/]+))?\/?$/.exec(path);
  const variant = root.querySelector<HTMLElement>('[data-not-found-variant]');
  if (!match || !variant) return;
  const slugs = (list: string) => all(`[data-list="${list}"] a`, variant).map((link) => link.dataset.slug);
  const service = decodeURIComponent(match[1] ?? '');
  const place = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
  const aliases = variant.querySelector<HTMLElement>('[data-list="services"]')?.dataset.aliases?.split(' ') ?? [];
  const serviceMissing = !slugs('services').includes(service) && !aliases.includes(service);
  const placeMissing = place !== undefined && !slugs('locations').includes(place);
  if (!serviceMissing && !placeMissing) return;
  const [title, message] =
    place === undefined
      ? ['Service Not Found', `The service "${service}" could not be found. Please check our available services below.`]
      : serviceMissing && placeMissing
        ? ['Service or Location Not Found', `Service "${service}" and location "${place}" could not be found.`]
        : placeMissing
          ? ['Location Not Found', `Location "${place}" could not be found.`]
          : ['Service Not Found', `Service "${service}" could not be found.`];
  const heading = root.querySelector('h1');
  const lead = root.querySelector('[data-not-found-message]');
  if (heading) heading.textContent = title;
  if (lead) lead.textContent = message;
  document.title = document.title.replace(/^[^|]*/, `${title} `);
  for (const block of all('[data-not-found-generic]', root)) block.hidden = true;
  variant.hidden = false;
  const locations = variant.querySelector<HTMLElement>('[data-list="locations"]');
  if (locations) locations.hidden = place === undefined;
}
