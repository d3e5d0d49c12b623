/** Addresses of a competition's pages. */

export type TDetailTab = 'register' | 'mine' | 'winners';

export const DETAIL_TABS: readonly TDetailTab[] = ['register', 'mine', 'winners'];

export function introducePath(id: number): string {
  return `/competition/introduce?id=${id}`;
}

export function detailPath(id: number, tab?: TDetailTab): string {
  return tab ? `/competition/detail?id=${id}&tab=${tab}` : `/competition/detail?id=${id}`;
}

/** The ?id= of a competition page, when it is a positive whole number. */
export function competitionIdParam(params: URLSearchParams): number | undefined {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function detailTabParam(params: URLSearchParams): TDetailTab | undefined {
  const tab = params.get('tab');
  return DETAIL_TABS.find((known) => known === tab);
}
