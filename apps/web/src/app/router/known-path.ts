import { matchRoutes, type RouteObject } from 'react-router';

/** Marks the route of the not-found page (访问的页面不存在) in the route table. */
export const NOT_FOUND_HANDLE = { notFound: true } as const;

/**
 * Whether the route table knows a path: it shows a page or redirects somewhere (any path
 * under /user or /ai does), rather than landing on the not-found page. The server asks the
 * same table (through the server bundle) to answer the other paths with 404.
 */
export function isKnownPath(table: RouteObject[], pathname: string): boolean {
  const leaf = matchRoutes(table, pathname)?.at(-1);
  return leaf !== undefined && leaf.route.handle !== NOT_FOUND_HANDLE;
}
