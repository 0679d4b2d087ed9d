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
  responseExample: 'Response example',
  servers: 'Servers',
  authentication: 'Authentication',
  groups: 'Operations by group',
} as const;
