import { allEndpoints } from '@haoduo/contract';

/**
 * Permission codes and the patterns roles may hold: a code, or a pattern where `*` stands for
 * any text inside a code (`works:*`, `*:query`, `*`); a pattern starting with `!` takes the
 * codes it matches away again (built-in roles use patterns so that new endpoints join them).
 */

let codes: readonly string[] | null = null;

/** Every permission code of the contract's endpoints, sorted. */
export function allPermissionCodes(): readonly string[] {
  codes ??= [...new Set(allEndpoints.flatMap((e) => (e.permission ? [e.permission] : [])))].sort();
  return codes;
}

export function isPattern(entry: string): boolean {
  return entry.includes('*') || entry.startsWith('!');
}

const compiled = new Map<string, RegExp>();
function regexOf(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    const body = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    re = new RegExp(`^${body}$`);
    compiled.set(pattern, re);
  }
  return re;
}

/** The codes a role's entries grant, among the given codes (default: every code of the contract). */
export function expandPermissions(
  entries: readonly string[],
  among: readonly string[] = allPermissionCodes(),
): Set<string> {
  const grant = entries.filter((e) => !e.startsWith('!'));
  const deny = entries.filter((e) => e.startsWith('!')).map((e) => e.slice(1));
  const granted = new Set<string>();
  for (const code of among) {
    if (!grant.some((p) => (isPattern(p) ? regexOf(p).test(code) : p === code))) continue;
    if (deny.some((p) => regexOf(p).test(code))) continue;
    granted.add(code);
  }
  // A code not (yet) in the contract is kept as written: a role may name it ahead of its endpoint.
  for (const entry of grant) if (!isPattern(entry)) granted.add(entry);
  return granted;
}
