import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  AccountType,
  ClassMessages,
  FANBOOK_SUB_TYPES,
  LaunchKind,
  Messages,
  ToolType,
  type TLaunchKind,
  type TLaunchVerifyResult,
} from '@haoduo/contract';
import { launchTickets } from '../../db/schema';
import type { TConfig } from '../../platform/config';
import type { TDb } from '../../platform/db/database';
import { badRequest, forbidden } from '../../platform/http/errors';
import { openToolsBySchool } from '../ai-tool-config';
import {
  findClassById,
  loadClassFor,
  openSubTypes,
  type TClassActor,
  type TClassRow,
  usableProblem,
} from '../classes';
import { findUserById } from '../identity';
import { todayInShanghai } from '../../platform/china-time';

/**
 * Launch tickets: the community, agent and hardware "logins" of the spec open our own AI
 * studio (or a configured external one) in a new window with a single-use ticket, valid
 * five minutes. The studio (or a partner) redeems it with the verify call, or checks
 * `sign` itself with the shared secret:
 *   sign = hex HMAC-SHA256(HKDF(APP_SECRET, "launch-ticket"),
 *                          appId \n code \n nonce \n timestamp \n inviteCode)
 */
export const LAUNCH_TICKET_TTL_MS = 5 * 60_000;

const FANBOOK: readonly number[] = FANBOOK_SUB_TYPES;

function signingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'haoduo-ai', 'launch-ticket', 32));
}

export function signLaunch(
  secret: string,
  fields: { appId: string; code: string; nonce: string; timestamp: number; inviteCode: string },
): string {
  return createHmac('sha256', signingKey(secret))
    .update(
      [fields.appId, fields.code, fields.nonce, String(fields.timestamp), fields.inviteCode].join(
        '\n',
      ),
    )
    .digest('hex');
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** The rules a class must pass before any of its tools opens. */
async function launchableClass(
  db: TDb,
  actor: TClassActor,
  classId: number,
  kind: TLaunchKind,
): Promise<TClassRow & { openSubTypes: number[] }> {
  if (actor.kind !== 'student' && actor.kind !== 'teacher' && actor.kind !== 'manager') {
    throw forbidden();
  }
  const cls = await loadClassFor(db, actor, classId, 'view');
  const problem = usableProblem(cls, todayInShanghai());
  if (problem) throw badRequest(problem);
  const open = (await openToolsBySchool(db, [cls.schoolId])).get(cls.schoolId)!;
  const subTypes = openSubTypes(cls.aiToolSubTypes, open);
  const carries =
    kind === LaunchKind.COMMUNITY
      ? subTypes.some((t) => FANBOOK.includes(t))
      : subTypes.includes(kind === LaunchKind.AGENT ? ToolType.AGENT : ToolType.AI_HARDWARE);
  if (!carries) throw forbidden(ClassMessages.TOOL_NOT_OPENED);
  if (actor.kind === 'student' && cls.availableAi !== 1) {
    throw forbidden(ClassMessages.AI_NOT_AVAILABLE);
  }
  return { ...cls, openSubTypes: subTypes };
}

async function issueTicket(
  db: TDb,
  actor: TClassActor,
  cls: TClassRow,
  kind: TLaunchKind,
  now: number,
) {
  const code = randomBytes(32).toString('base64url');
  await db.insert(launchTickets).values({
    codeHash: hashCode(code),
    kind,
    userId: actor.userId,
    accountType: actor.kind === 'student' ? AccountType.STUDENT : AccountType.TEACHER,
    schoolId: cls.schoolId,
    classId: cls.id,
    expiresAt: new Date(now + LAUNCH_TICKET_TTL_MS),
  });
  return { code, nonce: randomBytes(8).toString('hex'), timestamp: now };
}

function withQuery(base: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

interface TLaunchInput {
  classId: number;
  /** Community only: the large-model tool to open (ToolType 11-15). */
  subType?: number;
  now?: number;
}

async function signedTicket(
  db: TDb,
  config: TConfig,
  actor: TClassActor,
  input: TLaunchInput,
  kind: TLaunchKind,
) {
  const now = input.now ?? Date.now();
  const cls = await launchableClass(db, actor, input.classId, kind);
  if (input.subType !== undefined && !cls.openSubTypes.includes(input.subType)) {
    throw forbidden(ClassMessages.TOOL_NOT_OPENED);
  }
  const inviteCode = cls.fanbookInviteCode ?? '';
  if (kind === LaunchKind.COMMUNITY && !inviteCode) throw badRequest(Messages.NO_INVITE_CODE);
  const ticket = await issueTicket(db, actor, cls, kind, now);
  const appId = config.launchAppId;
  const sign = signLaunch(config.appSecret, { appId, ...ticket, inviteCode });
  return { inviteCode, appId, ...ticket, sign };
}

/**
 * The large-model tools: `auth` is the studio address with the signed ticket, and the
 * tile's `subType` (the studio opens that tool's page; not part of the signature).
 */
export async function launchCommunity(
  db: TDb,
  config: TConfig,
  actor: TClassActor,
  input: TLaunchInput,
) {
  const t = await signedTicket(db, config, actor, input, LaunchKind.COMMUNITY);
  const signed = {
    appId: t.appId,
    code: t.code,
    nonce: t.nonce,
    timestamp: t.timestamp,
    sign: t.sign,
  };
  return {
    inviteCode: t.inviteCode,
    ...signed,
    auth: withQuery(config.aiStudioUrl, {
      ...signed,
      inviteCode: t.inviteCode,
      ...(input.subType !== undefined ? { subType: input.subType } : {}),
    }),
  };
}

/** The agent: the ticket code and the studio's agent page with it. */
export async function launchAgent(
  db: TDb,
  config: TConfig,
  actor: TClassActor,
  input: TLaunchInput,
) {
  const t = await signedTicket(db, config, actor, input, LaunchKind.AGENT);
  const url = withQuery(`${config.aiStudioUrl.replace(/\/$/, '')}/agent`, {
    appId: t.appId,
    code: t.code,
    nonce: t.nonce,
    timestamp: t.timestamp,
    sign: t.sign,
  });
  return { code: t.code, url };
}

/** AI hardware: HARDWARE_LOGIN_URL with the signed ticket. */
export async function launchHardware(
  db: TDb,
  config: TConfig,
  actor: TClassActor,
  input: TLaunchInput,
) {
  const t = await signedTicket(db, config, actor, input, LaunchKind.HARDWARE);
  return {
    url: withQuery(config.hardwareLoginUrl, {
      appId: t.appId,
      code: t.code,
      nonce: t.nonce,
      timestamp: t.timestamp,
      sign: t.sign,
    }),
  };
}

/** Redeem a ticket once; who launched what, for the studio or a partner. */
export async function verifyLaunchTicket(
  db: TDb,
  code: string,
  now = new Date(),
): Promise<TLaunchVerifyResult> {
  const [ticket] = await db
    .update(launchTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(launchTickets.codeHash, hashCode(code)),
        isNull(launchTickets.usedAt),
        gt(launchTickets.expiresAt, now),
      ),
    )
    .returning();
  if (!ticket) throw badRequest(ClassMessages.LAUNCH_TICKET_INVALID);
  const user = await findUserById(db, ticket.userId);
  const cls = await findClassById(db, ticket.classId);
  if (!user || !cls) throw badRequest(ClassMessages.LAUNCH_TICKET_INVALID);
  const open = (await openToolsBySchool(db, [cls.schoolId])).get(cls.schoolId)!;
  return {
    kind: ticket.kind as TLaunchKind,
    userId: ticket.userId,
    userName: user.name,
    accountType: ticket.accountType,
    schoolId: cls.schoolId,
    schoolName: cls.schoolName,
    worksClassId: cls.id,
    courseClassName: cls.courseClassName,
    aiToolSubTypes: openSubTypes(cls.aiToolSubTypes, open),
    inviteCode: cls.fanbookInviteCode,
  };
}
