import type { IconNode } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, iconNodes, iconShapesMarkup, writeShapes } from '../../templates/components/icon.tsx';

/** The shapes as React renders them, the way Icon drew them before it wrote them itself. */
const byReact = (nodes: IconNode) =>
  renderToStaticMarkup(
    <>
      {nodes.map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
    </>,
  );

describe('icons', () => {
  it("writes each icon's shapes exactly as React renders lucide's elements", () => {
    for (const [name, nodes] of Object.entries(iconNodes)) expect(writeShapes(nodes), name).toBe(byReact(nodes));
  });

  it('escapes an attribute value as React does, and leaves out an undefined one', () => {
    const nodes: IconNode = [
      ['path', { d: `M0 0"'&<>` }],
      ['circle', { cx: 1, cy: '2', r: undefined }],
    ];
    expect(writeShapes(nodes)).toBe(byReact(nodes));
    expect(writeShapes(nodes)).toBe('<path d="M0 0&quot;&#x27;&amp;&lt;&gt;"></path><circle cx="1" cy="2"></circle>');
  });

  it('draws a hidden, sized SVG around them', () => {
    expect(renderToStaticMarkup(<Icon name="check" className="size-4" />)).toBe(
      `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" class="icon size-4" aria-hidden="true">${iconShapesMarkup('check')}</svg>`,
    );
  });
});
