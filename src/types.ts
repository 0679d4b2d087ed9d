// The data passed between pipeline stages. Each stage is a function from one of
// these shapes to the next; nothing here depends on Node or the DOM, so the
// templates (rendered on the server and hydrated in the browser) can use them too.
import type { Credential, RequestParameter } from './shared/request/request-model.js';

/** A heading of an article, as listed in the table of contents. */
export interface Heading {
  depth: 2 | 3 | 4 | 5 | 6;
  text: string;
  id: string;
}

/** One searchable slice of a page: its intro (anchor '') or one h2/h3 section. */
export interface DocSection {
  /** Heading id, or '' for the text before the first heading. */
  anchor: string;
  /** Heading text, or the page title for the intro. */
  title: string;
  /** Plain text of the section (no markup). */
  text: string;
}

/** A link found while rendering, kept for the link checker. */
export interface LinkRef {
  /** The href as written after rewriting (.md links already turned into routes). */
  href: string;
  /** The link as the author wrote it, when the build wrote it otherwise (`config` for `/guides/config`). */
  written?: string;
  /** Set when the author wrote a link to a markdown file (`./foo.md`). */
  markdownTarget?: string;
  /** True when the markdown file named by the link does not exist. */
  markdownMissing?: boolean;
  /** True when the file name's %-escapes are malformed (`100%.md`): it names no file. */
  malformed?: boolean;
  /** Source file and 1-based line where the link was written, when known. */
  file?: string;
  line?: number;
  /** For a link written in a partial (`file`): the include line that brought it (`content/page.md:59`). */
  includedFrom?: string;
}

/** A page made from a markdown file, or from an OpenAPI document. */
export type DocKind = 'doc' | 'api';

/** An operation page's operation, in brief. Plain data: it is cached on disk. */
export interface ApiPageInfo {
  method: string;
  path: string;
  tags: string[];
  /** The operation is deprecated (search ranks it below live ones). */
  deprecated?: boolean;
  /** The operation's operationId, the name an SDK calls it by (search indexes it). */
  operationId?: string;
  /**
   * The path parts of the servers the operation is called on ('/api/v0'), the root
   * left out; absent on a webhook's page, whose request the API sends (search).
   */
  basePaths?: string[];
}

/** One page of content, whatever produced it (markdown or the OpenAPI stage). */
export interface Doc {
  /** Stable id: for markdown the path below content/ without extension (or front matter id). */
  id: string;
  kind: DocKind;
  /** Exact route, e.g. '/overview/workspaces/' (trailing slash kept) or '/sdks-python'. */
  route: string;
  /** Source file relative to the project root, for messages. */
  sourcePath?: string;
  /**
   * The front matter key that moved the page off its file name's route, and the line it is
   * written at: a clash at the page's output file is the key's to fix, so it is reported there.
   */
  routedBy?: { key: 'slug' | 'id'; value: string; line?: number };
  title: string;
  /**
   * The body's leading `# Heading` where front matter gives another `title`: the page's
   * h1, while the title names it in <title>, the sidebar and search (as Docusaurus does).
   */
  heading?: string;
  /** The id, then the aliases, of the body's h1 the layout's title replaces: links to them land on the title. */
  titleIds?: string[];
  sidebarLabel: string;
  sidebarPosition?: number;
  sidebarClassName?: string;
  description?: string;
  /** Front matter `unlisted: true`: reached by its URL alone (in no sidebar but on its own page, no search, sitemap, llms.txt; noindex). */
  unlisted?: boolean;
  /** Front matter `search: false`: left out of search. */
  searchable?: false;
  hideTableOfContents: boolean;
  /** Front matter `toc_min_heading_level`/`toc_max_heading_level`: this page's table of contents levels. */
  tocLevels?: { min?: number; max?: number };
  /** The article body as HTML; empty for API pages, which the render stage renders from `apiPage`. */
  html: string;
  /** The page model of an API page: what its article shows, as data. */
  apiPage?: ApiPageModel;
  /** A hash of everything the doc is made from (and the build id): the page cache keys by it, not the doc's JSON. */
  cacheKey?: string;
  toc: Heading[];
  sections: DocSection[];
  links: LinkRef[];
  /** Every id attribute in the article, for checking `/page#anchor` links. */
  anchors: string[];
  /**
   * The page as plain markdown. When set, the build writes it at the page's route + `.md`
   * (see markdownRouteFor), lists it in llms.txt, and the page offers "Copy page as Markdown".
   */
  markdown?: string;
  /** Front matter `card_code`: a line of code shown on this page's card in a `:::doc-cards` list. */
  cardCode?: string;
  /** Where its `:::doc-cards` blocks are written (`content/sdks/index.md:5`), for the build's warnings. */
  docCardsAt?: string[];
  /** Only for operation pages: what other stages need of the operation (search reads its tags). */
  api?: ApiPageInfo;
  /** The page's social card image (og:image), as front matter `image` gives it. */
  image?: string;
  /** Front matter `keywords`: `<meta name="keywords">`. */
  keywords?: string[];
  /** Front matter `lang`: the page's own language, set on its content (not on the site's navbar and sidebar). */
  lang?: string;
  /** Front matter `dir`, or the direction of `lang`. */
  dir?: 'ltr' | 'rtl';
  /** Front matter `hide_title`: no h1 above the article. */
  hideTitle?: boolean;
  /** Front matter `pagination_prev`/`pagination_next`: a doc id, or null for no link; `lines`, where each is written, for messages. */
  pagination?: {
    prev?: string | null;
    next?: string | null;
    lines?: { prev?: number; next?: number };
  };
  /** "Last updated" line: front matter `last_update`, or the file's last commit when the config asks. */
  lastUpdate?: { date?: string; author?: string };
  /** Files beside the page's source that it links (`./img/x.png`), copied with a hashed name. */
  localFiles?: LocalFile[];
  /** Heavy assets the page's article loads (KaTeX's stylesheet): written once for the site when a page needs them. */
  pageAssets?: PageAsset[];
  /** MDX the page's source holds, left out of the page: told (or failed on) each build. */
  unsupportedSyntax?: UnsupportedSyntax[];
  /** Other things its render told about the page (an old heading id lost): told each build. */
  renderWarnings?: RenderWarning[];
}

/** Something a render tells about a page without failing it. */
export interface RenderWarning {
  /** 1-based line in the file. */
  line?: number;
  message: string;
}

/** A file beside a page, copied to the output under a name with its content hash. */
export interface LocalFile {
  /** Path relative to the project root. */
  source: string;
  /** Path relative to the output root. */
  output: string;
  /** Hash of its bytes: a cached page whose files changed is rendered again. */
  hash: string;
}

/** An asset only some pages load. */
export type PageAsset = 'math' | 'mermaid';

/** One MDX construct found in a page: where, what, and what to write instead. */
export interface UnsupportedSyntax {
  /** 1-based line in the file. */
  line?: number;
  /** What was found and left out, e.g. `the MDX component <Tabs>`. */
  what: string;
  /** The docgen equivalent. */
  instead: string;
  /** Shown as the text it stands for rather than left out (a string literal `{'{'}`). */
  shownAsText?: true;
}

/** A card of a `:::doc-cards` list: one page of the category. */
export interface DocCard {
  href: string;
  title: string;
  description?: string;
  /** The target page's `card_code` (an install command, say), shown as code. */
  code?: string;
}

/** An entry of a sidebar, as rendered. */
export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Doc id when the link points at a doc of this site. */
  docId?: string;
  className?: string;
  /** The link's accessible name, where its text alone does not say where it leads. */
  ariaLabel?: string;
  /** HTTP method badge for API operations ('get', 'post', ...). */
  method?: string;
  deprecated?: boolean;
  /** What previous/next links call the page, where the label alone repeats across the sidebar. */
  pagerLabel?: string;
  /** The doc is `unlisted`: shown on its own page only, and skipped by other pages' pagers. */
  unlisted?: true;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route of the category's own page, when it is linked to a doc. */
  href?: string;
  docId?: string;
  /** The linked doc is `unlisted`: the label links it on that page only (Docusaurus's `linkUnlisted`). */
  linkUnlisted?: true;
  items: SidebarItem[];
  collapsible: boolean;
  collapsed: boolean;
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

/** A page ready to render: its doc and the context around it. */
export interface Page {
  route: string;
  doc: Doc;
  /** Id of the sidebar this page belongs to, if any ('docs', 'api'). */
  sidebarId?: string;
  breadcrumbs: Breadcrumb[];
  /** The cards of its `:::doc-cards` block, when it has one. */
  cards?: DocCard[];
  /** Where the page's source can be edited ("Edit this page"); none when the config does not say. */
  editUrl?: string;
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
}

/** A route that only redirects to another: an old slug of an API page, or the file-name route of a page front matter `id` moved. */
export interface Redirect {
  from: string;
  to: string;
}

// The API reference's page model: what an operation page or an API introduction shows,
// as plain data (descriptions already allowlisted HTML). The API stage builds it; the
// render stage turns it into HTML (templates/api) and markdown. Its outline is read off
// the same model (src/openapi/page-outline.ts), so a page cannot declare an anchor its
// template does not render. Here so the templates need not import the API stage.

/** A request sample of an operation page, in one language (src/openapi/samples writes them). */
export interface RequestSample {
  /** Tab label: `cURL`, `Python`, or a vendor sample's label. */
  label: string;
  /** Tab value, the same on every page so a chosen language sticks: `curl`, `python`, `x-…` for vendor samples. */
  value: string;
  /** highlight.js language of the code. */
  lang: string;
  code: string;
  /** Written by docgen, or taken from the document's x-codeSamples. */
  origin: 'generated' | 'document';
  /**
   * The same code with `urlPlaceholder` where the URL is, when the URL can be put
   * back into highlighted HTML as plain text (see highlightTemplate): operations of
   * one shape then share a single highlighting.
   */
  template?: { code: string; placeholder: string; value: string };
}

/** One fact about a value, shown in a row under its description. */
export type SchemaFact =
  | { kind: 'format'; value: string }
  | {
      kind: 'enum';
      values: string[];
      /** Members left out after these: an enum of thousands shows its first ones. */
      more?: number;
      /** An array's items' enum ("each item one of"), for an array of scalars. */
      items?: true;
    }
  | { kind: 'default'; value: string /** The default of an array's items. */; items?: true }
  | { kind: 'example' | 'pattern' | 'const'; value: string }
  /** `not`: the type label of what the value may not be ('null'). */
  | { kind: 'not'; value: string }
  /** patternProperties: keys matching `pattern` take values of `type`. */
  | { kind: 'keys'; pattern: string; type: string }
  | {
      kind:
        | 'min'
        | 'max'
        | 'exclusiveMin'
        | 'exclusiveMax'
        | 'minItems'
        | 'maxItems'
        | 'minLength'
        | 'maxLength'
        | 'minProperties'
        | 'maxProperties'
        | 'multipleOf';
      value: number;
    }
  | { kind: 'uniqueItems' | 'readOnly' | 'writeOnly' };

/** A field (or the root, or a variant) of a schema tree. */
export interface SchemaNode {
  /** Property name; absent for a root or a variant. */
  name?: string;
  /** Field id on the page (absent for a root or a variant: they share their parent's). */
  anchor?: string;
  /** Dotted path from the root ('data.items.name'), as written in links. */
  path: string;
  /** Type as read: 'string', 'object', 'Pet[]', 'map of string', 'string | integer'. */
  type: string;
  required: boolean;
  nullable: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  facts: SchemaFact[];
  children?: SchemaChildren;
  /**
   * Shown elsewhere on the page: a link there instead of the fields again. A cycle's
   * `label` is the field names down to the field it repeats ('children.parent', never an
   * array's `items`), '' for the schema at the top; `schema` names the component schema
   * it is, where it has a name.
   */
  ref?: { kind: 'cycle' | 'repeat'; anchor: string; label: string; schema?: string };
  /** Fields of this one not shown (the page's budget or depth stopped here): the page says so here. */
  omitted?: number;
}

export type SchemaChildren =
  | {
      kind: 'fields';
      fields: SchemaNode[];
      /** Fields left out after these: the page's field budget was spent (schema-nodes.ts). */
      omitted?: number;
    }
  | {
      kind: 'variants';
      composition: 'oneOf' | 'anyOf';
      discriminator?: string;
      variants: SchemaVariant[];
      /** Variants left out after these: a oneOf of thousands names its first ones. */
      omitted?: number;
      /** Fields of the variants named but not expanded, past the page's budget. */
      omittedFields?: number;
    };

export interface SchemaVariant {
  name: string;
  type: string;
  /** The discriminator value that selects this variant. */
  mapped?: string;
  descriptionHtml?: string;
  children?: SchemaChildren;
}

/** A request or response body in one media type. */
export interface ApiMediaModel {
  mediaType: string;
  schema?: SchemaNode;
  /** The example shown: the document's first, else one built from the schema. */
  example?: { code: string; lang: string };
  /** Every named example of the media type (two or more), each with its summary, for a selector. */
  examples?: { name: string; summary: string; code: string; lang: string }[];
}

export interface ApiParameterModel {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  anchor: string;
  required: boolean;
  deprecated: boolean;
  type: string;
  format?: string;
  descriptionHtml?: string;
  /** A note the site adds to parameters of this name (openapi.sources[].parameterNotes). */
  noteHtml?: string;
  facts: SchemaFact[];
}

export interface ApiHeaderModel {
  name: string;
  type: string;
  required: boolean;
  descriptionHtml?: string;
}

export interface ApiResponseModel {
  status: string;
  anchor: string;
  /** The first line of the description, as plain text: the heading. */
  summary: string;
  /** The full description, when it says more than its first line. */
  descriptionHtml?: string;
  headers: ApiHeaderModel[];
  media: ApiMediaModel[];
}

/** A way to authenticate, as the document's securitySchemes define it. */
export interface ApiAuthScheme {
  /** Key in components.securitySchemes. */
  id: string;
  type: string;
  /** apiKey: where and under which name the key goes. */
  in?: 'header' | 'query' | 'cookie';
  name?: string;
  /** http: 'bearer', 'basic'. */
  scheme?: string;
  bearerFormat?: string;
  scopes: string[];
  descriptionHtml?: string;
}

/** An operation the API calls back (OpenAPI callbacks), or a webhook it sends. */
export interface ApiCallbackModel {
  name: string;
  anchor: string;
  method: string;
  /** The callback URL expression, or the webhook's name. */
  path: string;
  descriptionHtml?: string;
  requestBody?: { descriptionHtml?: string; media: ApiMediaModel[] };
  responses: ApiResponseModel[];
  /** A receiver of the request in each language, and a cURL test delivery to it. */
  samples: RequestSample[];
  /**
   * For a callback whose path item is one the page is already laying out (it
   * `$ref`s back to it): that item's path, where its request is shown; nothing
   * else of the callback is expanded again.
   */
  sameAs?: string;
}

export interface ApiOperationPage {
  kind: 'operation';
  /** 'webhook' for a 3.1 webhook: the API sends it, the reader receives it. */
  role: 'operation' | 'webhook';
  title: string;
  method: string;
  path: string;
  deprecated: boolean;
  descriptionHtml?: string;
  servers: {
    url: string;
    description?: string;
    variables?: Record<string, { default?: string; enum?: string[] }>;
  }[];
  /** Alternatives: any one entry (all of its schemes together) authenticates. */
  auth: ApiAuthScheme[][];
  introRoute?: string;
  specDownload?: string;
  parameters: ApiParameterModel[];
  requestBody?: { descriptionHtml?: string; media: ApiMediaModel[] };
  responses: ApiResponseModel[];
  /** Responses the site documents once for all operations (openapi.sources[].sharedResponses). */
  sharedResponses?: {
    responses: { status: string; anchor: string; summary: string }[];
    noteHtml?: string;
  };
  callbacks: ApiCallbackModel[];
  /** Request samples; a webhook's are receivers of the request (and a test delivery to them). */
  samples: RequestSample[];
  /** The "Try it" console of an operation (none on webhooks, or where the site turns it off). */
  tryIt?: {
    /** Where its data is written, a path from the site root (`/api/_try/get-a-pet.json`). */
    src: string;
    /** The source's id: a server chosen on one of its pages is remembered for all of them. */
    source: string;
    /** The server the samples are written for; the page's samples follow the reader's choice instead. */
    sampleServer: string;
    operation: TryItOperation;
  };
  /**
   * The example of each response that has one (the site's shared responses too),
   * for the samples panel, where the reader picks a status. In document order.
   */
  responseExamples: ApiResponseExample[];
}

export interface ApiResponseExample {
  status: string;
  summary: string;
  mediaType: string;
  example: { code: string; lang: string };
}

/**
 * The introduction of a document (from its info, servers and security schemes), or
 * the page of a sidebar group of a filtered source, which has no introduction of its
 * own: then only the tag descriptions and their operations, and no version or servers.
 */
export interface ApiIntroPage {
  kind: 'intro';
  title: string;
  /** The document's version; none on a group's page (the document is not its own). */
  version?: string;
  descriptionHtml: string;
  /** Headings of the description, in order. */
  descriptionHeadings: Heading[];
  /** Every id the description's HTML holds. */
  descriptionAnchors: string[];
  servers: { url: string; description?: string }[];
  /** The site names the servers (openapi.sources[].servers): the descriptions are those names. */
  serversNamed?: boolean;
  specDownload?: string;
  /** Tag descriptions, as the introductions of the groups of operations. */
  groups: {
    name: string;
    anchor: string;
    /** The anchor earlier versions gave the group, when it differs (`group-caf` of Café): an empty target in its heading. */
    oldAnchor?: string;
    descriptionHtml: string;
    operations: { title: string; route: string; method: string }[];
  }[];
  securitySchemes: ApiAuthScheme[];
}

export type ApiPageModel = ApiOperationPage | ApiIntroPage;

/** Where a stage hands each output file: to disk as it is made (a written build), or to memory (a watch build). */
export interface OutputSink {
  /**
   * Hands over `file` (relative to the output root, forward slashes), made from
   * `source` (for messages; a file without one is named as generated). Throws a
   * DocgenError when another source has the file, or needs it as a folder.
   */
  write(file: string, content: string | Uint8Array, source?: OutputSource): void;
  /**
   * Hands over `file` as a copy of the file at `from` (an absolute path), which is
   * never read into memory: a static file may be bigger than memory. Claimed as
   * `write` claims.
   */
  copy(file: string, from: string, source?: OutputSource): void;
  /** True if `file` was handed over already. */
  has(file: string): boolean;
  /** Resolves once the receiver has caught up; a renderer awaits it now and then. */
  caughtUp(): Promise<void>;
  /** Says which files will be handed over, so a writer can make their folders before the writes start. */
  expect?(files: readonly string[]): void;
  /**
   * The bytes of `file` in the output this one replaces, if it is there with `size`
   * bytes: an unchanged page is read back instead of rendered (the caller checks
   * them). Handed back to `write` for the same file, they are linked, not written.
   */
  previous?(file: string, size: number): Promise<Uint8Array | undefined>;
}

/** What an output file is made from, for messages. */
export interface OutputSource {
  /** 'content/guide.md', 'the static file content/static/x.png', 'the 404 page'. */
  label: string;
  /** The project file to point the error at, when there is one. */
  file?: string;
  /** The line of `file` that put the output there (a page's slug or id). */
  line?: number;
  /** What to change, when the general hint does not say it. */
  hint?: string;
}

// What the "Try it" console loads on first use (/api/_try/<slug>.json, one per operation):
// the form to ask for a request, and what the request model (src/shared/request/) sends.
// Plain data, no HTML: the console writes text nodes.

/** A server the reader may send to: the document's (with its variables) or one the site names. */
export interface TryItServer {
  /** As the document writes it, `{variables}` included. */
  url: string;
  /** The site's name for it (openapi.sources[].servers), else the document's description. */
  label?: string;
  /** Each variable's `description` is a hint, as plain text (hint-text.ts). */
  variables?: Record<string, { default: string; enum?: string[]; description?: string }>;
}

/** A request parameter as a form field, and how the request model writes it. */
export interface TryItParameter extends RequestParameter {
  required: boolean;
  /** The schema's type; `array` lists its items' type in `items`. */
  type?: string;
  items?: string;
  enum?: string[];
  /** The document's example as text (a list's items joined by commas), shown as a placeholder. */
  example?: string;
  /** The hint under the field: the first line of the description, as plain text (hint-text.ts). */
  description?: string;
}

/** A field of a form or multipart body. */
export interface TryItField {
  name: string;
  required: boolean;
  type?: string;
  enum?: string[];
  /** Sent as a file (format binary, or an encoding's content type that is not text). */
  binary: boolean;
  contentType?: string;
  /** Prefilled value (the document's example). */
  value?: string;
}

/** One media type the request body may be sent as. */
export interface TryItMedia {
  mediaType: string;
  kind: 'json' | 'text' | 'form' | 'multipart' | 'file';
  /** JSON (pretty) or text the editor starts with. */
  example?: string;
  /** Form and multipart bodies: their fields. */
  fields?: TryItField[];
  /** A JSON body's object schema, for a check before sending: required names and each field's type. */
  check?: { type?: string; required: string[]; properties: Record<string, string> };
}

/** A security scheme as the credentials it asks for (the request model's Credential). */
export interface TryItScheme {
  id: string;
  /** 'API key (header project_id)', 'Bearer token', 'Basic', 'OAuth 2 access token'. */
  label: string;
  credentials: Credential[];
}

export interface TryItOperation {
  method: string;
  path: string;
  servers: TryItServer[];
  parameters: TryItParameter[];
  body?: { required: boolean; media: TryItMedia[] };
  /** Alternatives (OR); each lists the schemes it asks for together (AND); an empty one needs none. */
  security: TryItScheme[][];
  /** A CORS proxy the site names: requests go to `${proxy}${url}`. */
  proxy?: string;
}
