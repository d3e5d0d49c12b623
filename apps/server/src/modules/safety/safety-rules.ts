import {
  SAFETY_GALLERY_KINDS,
  SafetyMessages,
  type TSafetyClassRuleFields,
  type TSafetyClassRulesSetBody,
  type TSafetyRules,
  type TSafetySchoolRulesSetBody,
} from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { safetyClassRules, safetySchoolRules } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/**
 * A school's and a class's own moderation rules. The rules in force for a class are the
 * school's with the class's on top: words add up, a class's value replaces the school's.
 */

export const DEFAULT_RULES: TSafetyRules = {
  blockedWords: [],
  allowedWords: [],
  strictness: 'standard',
  refusalMessage: null,
  galleryKinds: [...SAFETY_GALLERY_KINDS],
};

const NO_CLASS_RULES: TSafetyClassRuleFields = {
  blockedWords: [],
  allowedWords: [],
  strictness: null,
  refusalMessage: null,
  galleryKinds: null,
};

export async function schoolRulesOf(
  db: TDb,
  schoolId: number,
): Promise<{ rules: TSafetyRules; updatedAt: Date | null }> {
  const [row] = await db
    .select()
    .from(safetySchoolRules)
    .where(eq(safetySchoolRules.schoolId, schoolId))
    .limit(1);
  if (!row) return { rules: DEFAULT_RULES, updatedAt: null };
  return {
    rules: {
      blockedWords: row.blockedWords,
      allowedWords: row.allowedWords,
      strictness: row.strictness,
      refusalMessage: row.refusalMessage,
      galleryKinds: row.galleryKinds ?? [...SAFETY_GALLERY_KINDS],
    },
    updatedAt: row.updatedAt,
  };
}

export async function classRulesOf(
  db: TDb,
  classId: number,
): Promise<{ rules: TSafetyClassRuleFields; updatedAt: Date | null }> {
  const [row] = await db
    .select()
    .from(safetyClassRules)
    .where(eq(safetyClassRules.classId, classId))
    .limit(1);
  if (!row) return { rules: NO_CLASS_RULES, updatedAt: null };
  return {
    rules: {
      blockedWords: row.blockedWords,
      allowedWords: row.allowedWords,
      strictness: row.strictness,
      refusalMessage: row.refusalMessage,
      galleryKinds: row.galleryKinds,
    },
    updatedAt: row.updatedAt,
  };
}

export function mergeRules(school: TSafetyRules, own: TSafetyClassRuleFields): TSafetyRules {
  return {
    blockedWords: [...new Set([...school.blockedWords, ...own.blockedWords])],
    allowedWords: [...new Set([...school.allowedWords, ...own.allowedWords])],
    strictness: own.strictness ?? school.strictness,
    refusalMessage: own.refusalMessage ?? school.refusalMessage,
    galleryKinds: own.galleryKinds ?? school.galleryKinds,
  };
}

/** The rules the safety gate applies to a pupil of this school (and class, when known). */
export async function rulesInForce(
  db: TDb,
  schoolId: number,
  classId: number | null,
): Promise<TSafetyRules> {
  const [school, own] = await Promise.all([
    schoolRulesOf(db, schoolId),
    classId === null ? null : classRulesOf(db, classId),
  ]);
  return own ? mergeRules(school.rules, own.rules) : school.rules;
}

export async function saveSchoolRules(
  db: TDb,
  body: TSafetySchoolRulesSetBody,
  updatedBy: number,
): Promise<void> {
  const values = {
    blockedWords: body.blockedWords,
    allowedWords: body.allowedWords,
    strictness: body.strictness,
    refusalMessage: body.refusalMessage,
    galleryKinds: body.galleryKinds,
    updatedBy,
    updatedAt: sql`now()`,
  };
  await db
    .insert(safetySchoolRules)
    .values({ schoolId: body.schoolId, ...values })
    .onConflictDoUpdate({ target: safetySchoolRules.schoolId, set: values });
}

export async function saveClassRules(
  db: TDb,
  body: TSafetyClassRulesSetBody,
  updatedBy: number,
): Promise<void> {
  const values = {
    blockedWords: body.blockedWords,
    allowedWords: body.allowedWords,
    strictness: body.strictness,
    refusalMessage: body.refusalMessage,
    galleryKinds: body.galleryKinds,
    updatedBy,
    updatedAt: sql`now()`,
  };
  await db
    .insert(safetyClassRules)
    .values({ classId: body.classId, ...values })
    .onConflictDoUpdate({ target: safetyClassRules.classId, set: values });
}

/** Why a work of this kind may not go to the public gallery (Chinese), or null. */
export async function galleryKindProblem(
  db: TDb,
  input: { schoolId: number; classId: number | null; kind: string },
): Promise<string | null> {
  const rules = await rulesInForce(db, input.schoolId, input.classId);
  return (rules.galleryKinds as readonly string[]).includes(input.kind)
    ? null
    : SafetyMessages.GALLERY_KIND_NOT_ALLOWED;
}
