export type TOsName = 'iOS' | 'Android' | 'Unknown';

export interface TOs {
  name: TOsName;
  /** Dotted version, e.g. "17.2.1"; null when the user agent does not say. */
  version: string | null;
}

const UNKNOWN: TOs = { name: 'Unknown', version: null };

/**
 * The system of the device page: iOS or Android with its version,
 * else Unknown. iPads that present themselves as a Mac are recognised by their touch
 * points, with the Safari version standing in for the system version.
 */
export function parseOs(userAgent: string, maxTouchPoints = 0): TOs {
  if (/Windows Phone/i.test(userAgent)) return UNKNOWN;

  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+(?:[_.]\d+)*)/i.exec(userAgent);
  if (ios) return { name: 'iOS', version: ios[1]!.replace(/_/g, '.') };
  if (/\b(?:iPhone|iPad|iPod)\b/i.test(userAgent)) return { name: 'iOS', version: null };

  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) {
    const safari = /\bVersion\/(\d+(?:\.\d+)*)/.exec(userAgent);
    return { name: 'iOS', version: safari ? safari[1]! : null };
  }

  const android = /\bAndroid(?:\s+(\d+(?:\.\d+)*))?/i.exec(userAgent);
  if (android) return { name: 'Android', version: android[1] ?? null };

  return UNKNOWN;
}

/** "iOS 17.2.1", "Android 14", "Android", "Unknown". */
export function formatOs(os: TOs): string {
  return os.version ? `${os.name} ${os.version}` : os.name;
}
