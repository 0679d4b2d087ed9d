// Window events the client modules use to talk without importing each other.

/** After a client navigation (or a fragment change): the islands close menus, the navbar hides for a fragment. */
export const routeUpdatedEvent = 'docgen:route-updated';
export interface RouteUpdatedDetail {
  pathname: string;
  hash: string;
}

/** The search overlay (client/search/) reports its state; the navbar's search button shows it. */
export const searchStatusEvent = 'docgen:search-status';
export type SearchStatus = 'idle' | 'loading' | 'stalled';
