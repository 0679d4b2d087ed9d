// JSX names two HTML attributes its own way: `className` for `class`, `htmlFor` for `for`.
// Pages moved from Docusaurus write them on raw HTML (`<div className="label android">`,
// hundreds of times in React Native's docs), where a browser ignores them and the class
// is lost. MDX reads such a tag as JSX and gives the element its class; so does docgen,
// by writing HTML's name, in the page and its copy.

const htmlName: Record<string, string> = { className: 'class', htmlFor: 'for' };

/** JSX's name of an attribute with a written value (one in braces is an expression, left out). */
const attributeName = /"[^"]*"|'[^']*'|(?<=\s)(className|htmlFor)(?=\s*=\s*[^\s{])/g;

/** Where a lowercase HTML tag names attributes as JSX does: [start, end, HTML's name] each. */
export function jsxNamesIn(tag: string): [number, number, string][] {
  const found: [number, number, string][] = [];
  for (const m of tag.matchAll(attributeName)) {
    const name = m[1];
    if (name) found.push([m.index, m.index + name.length, htmlName[name]!]);
  }
  return found;
}
