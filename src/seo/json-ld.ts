/** A JSON value, as structured data is made of. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };

/** One schema.org node, e.g. `{ '@type': 'BreadcrumbList', itemListElement: [...] }`. */
export type JsonLdNode = { '@type': string | string[]; '@id'?: string } & { [key: string]: JsonValue | undefined };

/**
 * Serialises structured data for a `<script type="application/ld+json">` element.
 * `<`, `>` and `&` become escapes so no string in the data can close the script or open a comment;
 * U+2028/U+2029 are escaped for old JavaScript parsers that treat them as line ends.
 */
export function serializeJsonLd(nodes: readonly JsonLdNode[]): string {
  const document = nodes.length === 1 ? { '@context': 'https://schema.org', ...nodes[0] } : { '@context': 'https://schema.org', '@graph': nodes };
  return JSON.stringify(document).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
