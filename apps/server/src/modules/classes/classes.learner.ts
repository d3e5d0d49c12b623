import { and, arrayContains, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ClassMessages,
  ServiceType,
  ToolType,
  type TAiToolClassGroup,
  type TClassListItem,
  type TClassListQuery,
  type TToolType,
} from '@haoduo/contract';
import { courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import { KEPT_USER_READ_MS, readCacheForgottenOnWrite } from '../../platform/db/read-cache';
import { forbidden } from '../../platform/http/errors';
import { closedToolsOf, openToolsBySchool, openToolsOf } from '../ai-tool-config';
import { isFanbookSubType } from './class-rules';
import { pupilClassesWhere, type TClassActor, visibleClassesWhere } from './classes.policy';
import { presentLearnerClass } from './classes.presenter';
import {
  classColumns,
  classSelect,
  countClassMembers,
  type TClassRow,
  withPlaceNames,
} from './classes.queries';

const SERVICE_TYPES: number[] = Object.values(ServiceType);

/**
 * A pupil's classes as the class switcher shows them: classes, memberships, schools' names
 * and closed tools change through many domains' writes, so any write forgets them.
 */
const pupilClasses = readCacheForgottenOnWrite<TClassListItem[]>(
  'classes.pupil-classes',
  KEPT_USER_READ_MS,
  20_000,
);

/**
 * "My classes" for the learner screens: a pupil's classes (in every school, for the class
 * switcher), or the classes a teacher teaches in the active school.
 */
export async function listLearnerClasses(
  db: TDb,
  actor: TClassActor,
  query: TClassListQuery,
): Promise<TClassListItem[]> {
  if (actor.kind !== 'student' && actor.kind !== 'teacher' && actor.kind !== 'manager') {
    throw forbidden();
  }
  const unfiltered =
    query.schoolId === undefined &&
    query.platformSemesterId === undefined &&
    query.aiToolType === undefined;
  if (actor.kind === 'student' && unfiltered) {
    // The class switcher of every pupil page: one prepared read, tools included, kept briefly.
    const { userId } = actor;
    return pupilClasses.get(db, String(userId), async () => {
      const rows = await withPlaceNames(
        db,
        await prepared(db, 'pupil_classes', preparePupilClasses).execute({ userId }),
      );
      return rows.map(({ closedTools, ...row }) =>
        presentLearnerClass(row, {
          schoolOpen: openToolsOf(closedTools),
          forTeacher: false,
          studentCount: 0,
        }),
      );
    });
  }
  const conditions: (SQL | undefined)[] = [];
  if (actor.kind === 'student') {
    conditions.push(visibleClassesWhere(actor));
    if (query.schoolId !== undefined) conditions.push(eq(courseClasses.schoolId, query.schoolId));
  } else {
    if (query.schoolId !== undefined && query.schoolId !== actor.schoolId) {
      throw forbidden(ClassMessages.SCHOOL_MISMATCH);
    }
    // A school manager's "my classes" are also the ones they teach; all classes are in mng.
    conditions.push(visibleClassesWhere({ ...actor, kind: 'teacher' }));
  }
  if (query.platformSemesterId !== undefined) {
    conditions.push(eq(courseClasses.semesterId, query.platformSemesterId));
  }
  if (query.aiToolType !== undefined) {
    conditions.push(
      SERVICE_TYPES.includes(query.aiToolType)
        ? arrayContains(courseClasses.aiToolTypes, [query.aiToolType])
        : arrayContains(courseClasses.aiToolSubTypes, [query.aiToolType as TToolType]),
    );
  }
  const rows = await withPlaceNames(
    db,
    await classSelect(db)
      .where(and(...conditions))
      .orderBy(asc(courseClasses.id)),
  );
  return presentRows(db, rows, actor.kind !== 'student');
}

/** A pupil's classes (every school) with the tools each class's school has closed. */
function preparePupilClasses(db: TDb) {
  return db
    .select({
      ...classColumns,
      // Qualified by hand: a select without joins names its own columns without the table,
      // which inside the subquery would mean the config table's school_id.
      closedTools: closedToolsOf(
        sql`${courseClasses}.${sql.identifier(courseClasses.schoolId.name)}`,
      ),
    })
    .from(courseClasses)
    .where(pupilClassesWhere(sql.placeholder('userId')))
    .orderBy(asc(courseClasses.id))
    .prepare('pupil_classes');
}

async function presentRows(
  db: TDb,
  rows: TClassRow[],
  forTeacher: boolean,
): Promise<TClassListItem[]> {
  const open = await openToolsBySchool(
    db,
    rows.map((r) => r.schoolId),
  );
  const counts = forTeacher
    ? await countClassMembers(
        db,
        rows.map((r) => r.id),
      )
    : new Map();
  return rows.map((row) =>
    presentLearnerClass(row, {
      schoolOpen: open.get(row.schoolId) ?? new Set(),
      forTeacher,
      studentCount: counts.get(row.id) ?? 0,
    }),
  );
}

/**
 * The caller's classes of one school grouped by the kind of tool they carry: the agent needs
 * an agent class; the community tools (language, video, music, draw, 3D) a class carrying that
 * sub type (the fanbook list); the AI workshop and AI hardware a class listed for them. Classes of every status are listed, so the screens can say
 * "{class}{status}，不可使用"; the launch calls refuse them.
 */
export async function aiToolClassGroup(
  db: TDb,
  actor: TClassActor,
  schoolId: number | undefined,
): Promise<TAiToolClassGroup> {
  const classes = await listLearnerClasses(db, actor, { schoolId });
  const withType = (type: number) => classes.filter((c) => c.aiToolSubTypes.includes(type));
  return {
    agentClassList: withType(ToolType.AGENT).map((c) => ({
      ...c,
      aiToolSubTypes: [ToolType.AGENT],
    })),
    fanbookClassList: classes
      .map((c) => ({ ...c, aiToolSubTypes: c.aiToolSubTypes.filter(isFanbookSubType) }))
      .filter((c) => c.aiToolSubTypes.length > 0),
    aiEnlightenmentClassList: withType(ToolType.AI_ENLIGHTENMENT).map((c) => ({
      ...c,
      aiToolSubTypes: [ToolType.AI_ENLIGHTENMENT],
    })),
    aiHardwareClassList: withType(ToolType.AI_HARDWARE).map((c) => ({
      ...c,
      aiToolSubTypes: [ToolType.AI_HARDWARE],
    })),
  };
}
