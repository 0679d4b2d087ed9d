// The rest of what the Try it console writes (its states, hints, problems and the answer),
// apart from chunk-labels.ts so that the search chunk, which reads that file too, does not
// carry them. A site sets them in site.config.ts `labels`, as the others.
export const tryItLabels = {
  /** An API page's "Try it" button, and the title of the console it opens. */
  tryIt: 'Try it',
  /** The console's sections. */
  tryItServer: 'Server',
  tryItAuthentication: 'Authentication',
  tryItParameters: 'Parameters',
  tryItBody: 'Body',
  /** After the name of a field that must be filled in. */
  tryItRequired: '(required)',
  /** A parameter's field, by where it is sent: `{name}` is the parameter's. */
  tryItInQuery: '{name} (query)',
  tryItInPath: '{name} (path)',
  tryItInHeader: '{name} (header)',
  tryItInCookie: '{name} (cookie)',
  tryItRemember: 'Remember on this device',
  /** Under the credentials; the second when the site sends requests through its proxy. */
  tryItCredentialsNote:
    'Sent only with your requests, to the selected server. Kept in this page unless you choose to remember it.',
  tryItCredentialsNoteProxy:
    'Sent only with your requests, to the selected server through the proxy named above. Kept in this page unless you choose to remember it.',
  /** The console's send button; `{method}` is the operation's (POST). */
  tryItSend: 'Send {method}',
  /** The console while its operation loads, and when it could not. */
  tryItLoading: 'Loading the console…',
  tryItOperationFailed: 'The console could not load this operation. Reload the page to try again.',
  /** A list of values' first choice: one must be chosen, or none is sent. */
  tryItChoose: 'Choose…',
  tryItNotSent: '(not sent)',
  /** Under a field: a list parameter (`{values}` its values), an object one. */
  tryItListHint: 'A list: values separated by commas.',
  tryItListHintValues: 'A list: values separated by commas ({values}).',
  tryItObjectHint: 'An object, as JSON.',
  /** The credentials: HTTP basic's two fields, the choice between schemes (joined by `tryItAnd`). */
  tryItUserName: 'User name',
  tryItPassword: 'Password',
  tryItAuthenticateWith: 'Authenticate with',
  tryItAnd: ' and ',
  tryItNoAuthentication: 'No authentication',
  tryItForget: 'Forget the stored credentials',
  /** A required field left empty, a file not chosen. */
  tryItRequiredProblem: 'Required.',
  tryItChooseFile: 'Choose a file.',
  /** The body's fields: `{type}` is its media type (application/json). */
  tryItContentType: 'Content type',
  tryItBodyJson: 'Body ({type})',
  tryItBodyText: 'Body text ({type})',
  tryItBodyFile: 'Body file ({type})',
  /** A JSON body's problems: `{line}`, `{message}` the parser's; `{type}` a JSON type, `{fields}` names. */
  tryItInvalidJson: 'Not valid JSON: {message}',
  tryItInvalidJsonLine: 'Not valid JSON (line {line}): {message}',
  tryItBodyArray: 'The body should be an array.',
  tryItBodyType: 'The body should be a JSON {type}.',
  tryItMissingField: 'Missing required field: {fields}.',
  tryItMissingFields: 'Missing required fields: {fields}.',
  tryItFieldType: '"{name}" should be of type {type}, not {found}.',
  /** The server: the choice when the document names none, the typed base URL and its hint. */
  tryItNoServer: 'None in the document',
  tryItBaseUrl: 'Base URL',
  tryItBaseUrlHint: "The API's address, where its paths start.",
  tryItBaseUrlHintPath: "The API's address; the request goes to it followed by /{path}.",
  /** Why a request cannot be sent yet: `{url}` the document's server, `{name}` a variable. */
  tryItBaseUrlCredentials:
    'The base URL must not hold a user name or password (user:password@): remove them to send a request.',
  tryItBaseUrlQuery:
    'The base URL must not hold a query (?…) or a fragment (#…): remove it to send a request.',
  tryItServerWithoutHost:
    'The document gives this server as "{url}", without its host: type the API\'s base URL to send a request.',
  tryItNoServerNamed: "The document names no server: type the API's base URL to send a request.",
  tryItFillIn: 'Fill in {name} to send a request.',
  tryItFillInServer: "Fill in the server's {name} to send a request.",
  tryItBaseUrlScheme: 'The base URL must start with https:// (or http://) and name a host.',
  /** When the chosen server cannot be shown in the samples: `{url}` is it. */
  tryItSamplesKeepServer:
    'The samples keep their own server: they show a chosen one only when it is made of letters, digits and _ . ~ : / % - ({url} is not), so nothing in it can break their quoting.',
  /** `{proxy}` is the proxy's address. */
  tryItProxyNote:
    "Requests go through this site's proxy, {proxy}: it sees your request and your key.",
  /** `{headers}` are the headers a browser refuses to send, joined by `tryItOr`. */
  tryItUnsendable: 'A browser cannot send {headers} to another site; the curl command below does.',
  tryItOr: ' or ',
  tryItSending: 'Sending…',
  /** What a screen reader hears of the answer: `{status}` is its line (201 Created). */
  tryItResponse: 'Response {status}',
  tryItNoAnswer: 'No answer',
  /** What a screen reader hears when none came: `{status}` is `tryItNoAnswer`, `{reason}` why (below). */
  tryItNoAnswerSummary: '{status}. {reason}',
  /** Why no answer came. */
  tryItTimeout:
    'The server did not answer within 30 seconds, so the request was cancelled. It may still have been processed. Run the curl command below to wait longer.',
  tryItCors:
    'The server answered, but it does not allow pages from this site to read its answer (CORS), so the browser blocked it. Run the curl command below instead, or use the API from your own code.',
  tryItNetwork:
    'The browser could not reach the server (network, DNS or certificate problem, or the server refused the connection). Check the selected server and run the curl command below to see the details.',
  tryItMixedContent:
    'This page was loaded over HTTPS and the selected server uses plain HTTP: the browser does not send such requests. Choose an HTTPS server, or run the curl command below.',
  /** Under an error status: 401 or 403, another 4xx, a 5xx. */
  tryItRefusedCredentials:
    'The server refused the credentials: check the key and that it belongs to the selected server.',
  tryItRefusedRequest:
    'The server refused the request: check the parameters and the body against this page.',
  tryItServerFailed: 'The server failed while answering: try again later.',
  /** The answer: its body (`{count}` characters when cut), headers (`{count}` of them), the curl. */
  tryItResponseBody: 'Response body',
  tryItShowAll: 'Show all ({count} characters)',
  tryItResponseHeaders: 'Response headers ({count})',
  tryItNoBody: 'No body.',
  tryItCurl: 'The request as curl (secrets as variables)',
  tryItCurlName: 'The request as curl',
} as const;

export type TryItLabelKey = keyof typeof tryItLabels;
/** The Try it console's texts a site sets, by key. */
export type TryItLabelOverrides = { [K in TryItLabelKey]?: string };
