const NAMED: Record<string, number> = { amp: 0x26, lt: 0x3c, gt: 0x3e, quot: 0x22, apos: 0x27, nbsp: 0xa0 };

/** A character reference, its name between `&` and `;`, e.g. `&amp;`, `&#x27;` (what React writes), `&#163;`. */
export const ENTITY_SOURCE = '&(#x[0-9a-f]+|#\\d+|[a-z]+);';

/** The code point an entity's name stands for, e.g. `amp` → 0x26, `#163` → 0xa3; none for a name it does not know. */
export function entityCode(name: string): number | undefined {
  const code = name[0] !== '#' ? NAMED[name.toLowerCase()] : name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code !== undefined && code <= 0x10ffff ? code : undefined;
}

const ENTITIES = new RegExp(ENTITY_SOURCE, 'gi');

/** Text as the page's HTML escapes it, as the data holds it, e.g. `Fire &amp; Security` → `Fire & Security`. */
export const decodeText = (html: string) =>
  html.replace(ENTITIES, (entity, name: string) => {
    const code = entityCode(name);
    return code === undefined ? entity : String.fromCodePoint(code);
  });
