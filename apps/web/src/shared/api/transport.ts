/**
 * How the API client reaches the server: the browser's fetch, or, when the server renders
 * a page with this code (src/server), its own in-process requests.
 */
export type TTransport = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

let transport: TTransport = (input, init) => globalThis.fetch(input, init);

export function apiTransport(): TTransport {
  return transport;
}

export function setApiTransport(next: TTransport): void {
  transport = next;
}
