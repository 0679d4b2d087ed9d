// The section headings of API pages: the templates render them and the API stage
// lists them in the table of contents, so both say the same.

/** The heading texts the API templates render; shared so the TOC says what the page says. */
export const apiHeadings = {
  request: 'Request',
  parameters: 'Parameters',
  requestBody: 'Request body',
  responses: 'Responses',
  errors: 'Errors',
  callbacks: 'Callbacks',
  samples: 'Request samples',
  /** The samples of a webhook or a callback: handlers that receive the request. */
  receivers: 'Receiver samples',
  responseExample: 'Response example',
  servers: 'Servers',
  authentication: 'Authentication',
  groups: 'Operations by group',
  /** The sidebar's link to an API's introduction page. */
  introduction: 'Introduction',
  /** The previous/next link to an API's introduction in a section of APIs: `{title}` is the API's. */
  introductionPager: 'Introduction: {title}',
  /**
   * What the Responses section says of an operation whose document lists none (3.1 lets
   * `responses` out), so that its heading never stands over nothing.
   */
  noResponses: 'The OpenAPI document lists no responses for this operation.',
} as const;

/** The headings a site shows (site.config.ts `labels` may set each). */
export type ApiHeadings = Record<keyof typeof apiHeadings, string>;

/**
 * Whether an introduction lists its groups under the "Operations by group" heading,
 * each group under an h3: an API's introduction does, and so does a group page
 * with several tags. A group page of one tag (a filtered source's) shows that tag
 * as its one h2: the page's title already says what the group is.
 */
export const groupsUnderHeading = (page: { groups: readonly unknown[]; version?: string }) =>
  page.version !== undefined || page.groups.length > 1;
