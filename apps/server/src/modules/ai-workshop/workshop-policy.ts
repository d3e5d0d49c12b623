import {
  AI_LOCKABLE_TOOL_LABELS,
  AI_TOOL_CLASS_SUB_TYPES,
  AccountType,
  AiWorkshopMessages,
  ClassMessages,
  formatMessage,
  type TAccountType,
  type TAiLockableTool,
} from '@haoduo/contract';
import { requireSchool, type TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { openToolsBySchool } from '../ai-tool-config';
import { todayInShanghai } from '../../platform/china-time';
import { usableProblem } from '../classes';
import { canOnClass, resolveClassActor } from '../classes';
import {
  findClassById,
  pupilAccountInClass,
  validClassIdsOfPupilInSchool,
  type TClassRow,
} from '../classes';
import type { TSafetySubject } from '../safety';

/**
 * Who may create with an AI tool, and in which class:
 * - a pupil creates in one of their classes of the active school (the one they name, or
 *   the first that carries the tool) — a named class of another of their schools moves
 *   them to that school's account; the class must be usable, have AI available, carry
 *   the tool (its own tile or the AI workshop) and the school must have the tool open;
 *   the teacher's controls (pause, locks, lesson) apply to pupils only;
 * - a teacher creates for themselves, optionally in a class they teach (for the records).
 * Points are charged to the creator's own school account.
 */

export type TCreatorTool = TAiLockableTool | 'language';

export interface TCreator {
  userId: number;
  accountId: number;
  accountType: TAccountType;
  schoolId: number;
  cls: TClassRow | null;
}

const toolLabel = (tool: TCreatorTool) =>
  tool === 'language' ? '语言大模型' : AI_LOCKABLE_TOOL_LABELS[tool];

async function carriesTool(db: TDb, cls: TClassRow, tool: TCreatorTool): Promise<boolean> {
  const wanted = AI_TOOL_CLASS_SUB_TYPES[tool];
  const open = (await openToolsBySchool(db, [cls.schoolId])).get(cls.schoolId)!;
  return cls.aiToolSubTypes.some((type) => wanted.includes(type) && open.has(type));
}

/** Why a pupil cannot create with the tool in this class, or null. */
async function classProblem(db: TDb, cls: TClassRow, tool: TCreatorTool): Promise<string | null> {
  const unusable = usableProblem(cls, todayInShanghai());
  if (unusable) return unusable;
  if (cls.availableAi !== 1) return ClassMessages.AI_NOT_AVAILABLE;
  if (!(await carriesTool(db, cls, tool))) {
    return formatMessage(AiWorkshopMessages.CLASS_NOT_FOR_TOOL, { tool: toolLabel(tool) });
  }
  return null;
}

function pupilClassIds(db: TDb, accountId: number, schoolId: number): Promise<number[]> {
  return validClassIdsOfPupilInSchool(db, accountId, schoolId);
}

export async function resolveCreator(
  db: TDb,
  auth: TAuth | null,
  tool: TCreatorTool,
  classId: number | undefined,
): Promise<TCreator> {
  const me = requireSchool(auth);
  const base = {
    userId: me.userId,
    accountId: me.accountId,
    schoolId: me.schoolId,
  };
  if (me.accountType === AccountType.TEACHER) {
    if (classId === undefined) return { ...base, accountType: AccountType.TEACHER, cls: null };
    const cls = await findClassById(db, classId);
    if (!cls) throw notFound(ClassMessages.CLASS_NOT_FOUND);
    const actor = await resolveClassActor(db, auth);
    if (!(await canOnClass(db, actor, cls, 'teach'))) {
      throw forbidden(ClassMessages.NOT_CLASS_TEACHER);
    }
    return { ...base, accountType: AccountType.TEACHER, cls };
  }
  if (me.accountType !== AccountType.STUDENT) throw forbidden();

  const mine = await pupilClassIds(db, me.accountId, me.schoolId);
  if (classId !== undefined) {
    // A class of another of the pupil's schools: they work there with that school's account.
    const account = mine.includes(classId)
      ? { accountId: me.accountId, schoolId: me.schoolId }
      : await pupilAccountInClass(db, me.userId, classId);
    if (!account) throw forbidden(AiWorkshopMessages.NOT_IN_CLASS);
    const cls = (await findClassById(db, classId))!;
    const problem = await classProblem(db, cls, tool);
    if (problem) throw forbidden(problem);
    return { ...base, ...account, accountType: AccountType.STUDENT, cls };
  }
  for (const id of mine) {
    const cls = (await findClassById(db, id))!;
    if ((await classProblem(db, cls, tool)) === null) {
      return { ...base, accountType: AccountType.STUDENT, cls };
    }
  }
  throw forbidden(formatMessage(AiWorkshopMessages.NO_CLASS_FOR_TOOL, { tool: toolLabel(tool) }));
}

/** The creator as the safety gate sees them (their class, when the request has one). */
export function subjectOf(creator: TCreator): TSafetySubject {
  return {
    userId: creator.userId,
    accountId: creator.accountId,
    accountType: creator.accountType,
    schoolId: creator.schoolId,
    classId: creator.cls?.id ?? null,
  };
}
