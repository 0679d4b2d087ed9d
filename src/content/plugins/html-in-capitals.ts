// HTML tag names are case-insensitive: `<TEXTAREA>`, `<DIV>` and `<B>` are the elements a page
// converted from old HTML writes in capitals. MDX reads any capitalised name as a component,
// but the components a page uses are PascalCase (`<Tabs>`, `<TabItem>`), and a component named
// in capitals after an HTML element is a choice no library makes. So an all-capitals name that
// is an HTML element is HTML, kept as written; any other capitalised name (`<Tabs>`, `<Div>`,
// `<FAQ>`) stays a component, left out with a warning as before.

/** SVG's common element names, in lower case: HTML reads `<SVG>` as `<svg>`, and so its children. */
const svgElements = `svg g path rect circle ellipse line polyline polygon text tspan defs use
  symbol title desc lineargradient radialgradient stop clippath mask pattern image foreignobject`;

/** MathML's common element names (`<MATH><MI>x</MI></MATH>`), in lower case. */
const mathElements = `math mi mo mn ms mtext mrow msup msub msubsup mfrac msqrt mroot mtable mtr
  mtd mover munder munderover mspace semantics annotation`;

/** HTML's element names (current and obsolete ones browsers still read), and SVG's and MathML's, in lower case. */
const htmlElements = new Set(
  `a abbr acronym address applet area article aside audio b base basefont bdi bdo big blink
  blockquote body br button canvas caption center cite code col colgroup data datalist dd del
  details dfn dialog dir div dl dt em embed fieldset figcaption figure font footer form frame
  frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend
  li link main map mark marquee menu meta meter nav nobr noembed noframes noscript object ol
  optgroup option output p param picture plaintext pre progress q rp rt ruby s samp script
  search section select slot small source span strike strong style sub summary sup table tbody
  td template textarea tfoot th thead time title tr track tt u ul var video wbr xmp
  ${svgElements} ${mathElements}`.split(/\s+/),
);

/** Whether `name` is an HTML element's name written in capitals (`DIV`, `H2`), so HTML, not a component. */
export const isHtmlInCapitals = (name: string) =>
  name === name.toUpperCase() && htmlElements.has(name.toLowerCase());

/** The names of `isHtmlInCapitals`, for a regular expression's lookahead (`(?!DIV\b|…)`). */
export const htmlInCapitalsPattern = [...htmlElements].map((n) => n.toUpperCase()).join('|');
