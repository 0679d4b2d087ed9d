// Errors about page payloads: the server HTML the client reads (the island props,
// a page fetched on navigation). They name what is wrong so the error box is useful.

export class PagePayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PagePayloadError';
  }
}
