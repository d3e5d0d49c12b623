import {
  BackOfficeMessages,
  FileTaskTag,
  formatMessage,
  type TImportRowError,
  type TImportSummary,
} from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { defineImport } from '../file-tasks';
import { assertNotStudent, resolveClassActor } from './classes.policy';
import { takenLoginNames } from './login-names';
import { checkRosterRows, readRoster, type TRosterRow } from './roster-file';
import { syncConfigMap } from './sync-configs';
import { addStudents } from './students.service';

/**
 * A class's roster file (xlsx) into pupil accounts of the class, as an import file task:
 * every row checked (Chinese message per refused row), the valid pupils created and joined
 * to the class in one transaction (all or none of them), the refused rows reported.
 */
export function classRosterImport(secret: string) {
  return defineImport<{ classId: number }>({
    tag: FileTaskTag.CLASS_ROSTER_IMPORT,
    fileName: () => '学生名单导入.xlsx',
    run: async (db: TDb, auth: TAuth, params, file, progress): Promise<TImportSummary> => {
      const actor = await resolveClassActor(db, auth);
      assertNotStudent(actor);
      const rows = await readRoster(file);
      await progress(20);
      const chosen = rows.flatMap((r) => (r.username ? [r.username.toLowerCase()] : []));
      const { valid, errors } = checkRosterRows(rows, await takenLoginNames(db, chosen));
      await progress(40);
      if (valid.length > 0) {
        await addStudents(db, secret, actor, {
          classId: Number(params.classId),
          studentList: valid.map((r) => ({ name: r.name, username: r.username })),
        });
      }
      return {
        total: rows.length,
        succeeded: valid.length,
        failed: errors.length,
        errors,
      };
    },
  });
}

/**
 * A school's roster file (年级, 班级, 姓名, optional 登录名) into its classes by their sync
 * configs, as an import file task: rows without a configured class are refused with their
 * message; each class's pupils are created together (one transaction per class).
 */
export function schoolRosterImport(secret: string) {
  return defineImport<{ schoolId: number }>({
    tag: FileTaskTag.SCHOOL_ROSTER_IMPORT,
    fileName: () => '学校名单同步.xlsx',
    run: async (db: TDb, auth: TAuth, params, file, progress): Promise<TImportSummary> => {
      const actor = await resolveClassActor(db, auth);
      assertNotStudent(actor);
      const rows = await readRoster(file);
      const configs = await syncConfigMap(db, Number(params.schoolId));
      const placed: TRosterRow[] = [];
      const errors: TImportRowError[] = [];
      for (const row of rows) {
        if (!row.grade || !row.className) {
          errors.push({
            rowNumber: row.rowNumber,
            message: formatMessage(BackOfficeMessages.IMPORT_ROW_CLASS_REQUIRED, {
              row: row.rowNumber,
            }),
          });
        } else if (!configs.has(`${row.grade}\u0000${row.className}`)) {
          errors.push({
            rowNumber: row.rowNumber,
            message: formatMessage(BackOfficeMessages.IMPORT_ROW_NO_CLASS, {
              row: row.rowNumber,
              grade: row.grade,
              className: row.className,
            }),
          });
        } else placed.push(row);
      }
      const chosen = placed.flatMap((r) => (r.username ? [r.username.toLowerCase()] : []));
      const checked = checkRosterRows(placed, await takenLoginNames(db, chosen));
      errors.push(...checked.errors);
      const byClass = new Map<number, TRosterRow[]>();
      for (const row of checked.valid) {
        const classId = configs.get(`${row.grade}\u0000${row.className}`)!;
        byClass.set(classId, [...(byClass.get(classId) ?? []), row]);
      }
      let succeeded = 0;
      let done = 0;
      for (const [classId, classRows] of byClass) {
        try {
          await addStudents(db, secret, actor, {
            classId,
            studentList: classRows.map((r) => ({ name: r.name, username: r.username })),
          });
          succeeded += classRows.length;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          for (const row of classRows) {
            errors.push({ rowNumber: row.rowNumber, message: `第${row.rowNumber}行：${message}` });
          }
        }
        done += 1;
        await progress(40 + (done * 60) / byClass.size);
      }
      errors.sort((a, b) => a.rowNumber - b.rowNumber);
      return { total: rows.length, succeeded, failed: rows.length - succeeded, errors };
    },
  });
}
