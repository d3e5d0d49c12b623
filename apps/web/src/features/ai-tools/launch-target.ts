import { searchWithoutTicket } from '../../shared/navigation/launch-state';
import type { TToolLaunch } from './tile-access';

/**
 * Where a tile's tool opens: this site's own studio in this tab (a child stays where they
 * are), another site (an external studio, the AI hardware platform) in a new window, or
 * nowhere when AI hardware has no platform of its own (HARDWARE_LOGIN_URL left at this
 * site's studio: it would land on the painting tool).
 */
export type TLaunchPlace = 'this-tab' | 'new-window' | 'no-platform';

export interface TLaunchConfig {
  aiStudioUrl: string;
  hardwareLoginUrl: string;
}

/** Whether an address (absolute or relative) is on the site of `origin`. */
export function isOnSite(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

export function launchPlace(
  kind: TToolLaunch,
  config: TLaunchConfig,
  origin: string,
): TLaunchPlace {
  if (kind === 'workshop') return 'this-tab';
  if (kind === 'hardware') {
    return isOnSite(config.hardwareLoginUrl, origin) ? 'no-platform' : 'new-window';
  }
  return isOnSite(config.aiStudioUrl, origin) ? 'this-tab' : 'new-window';
}

/** The studio's own path for a launch address on this site, and the ticket to redeem. */
export interface TInSiteLaunch {
  /** The path and what is left of the query: short, without the ticket. */
  to: string;
  /** The ticket's code, handed to the studio in the navigation's state. */
  launchCode: string | null;
}

export function inSiteLaunch(url: string, origin: string): TInSiteLaunch {
  const address = new URL(url, origin);
  return {
    to: `${address.pathname}${searchWithoutTicket(address.searchParams)}`,
    launchCode: address.searchParams.get('code'),
  };
}
