import { PERMISSION_LABELS, StaffType, type TFileTask } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedBook } from '../../../test/helpers/file-task';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { callAs, makeClass, type TMadeClass } from '../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import { makeCompetition, registrationForm } from '../../../test/factories/competition';
import { publishedBook } from '../../../test/factories/print-orders';
import { picture, upload } from '../media/testing/media-fixtures';
import { EXPORT_LINK_DAYS } from './works-files';

const WS = '/api/v1/works-service';
const APP = `${WS}/app/ai-competition`;
const DAY_S = 24 * 3600;
const EXPORTING = Object.keys(PERMISSION_LABELS).filter((code) =>
  /^(competition|file-task)/.test(code),
);

describe("the registrations export's 作品地址", () => {
  let t: TTestApp;
  let klass: TMadeClass;
  let competitionId: number;
  let platformEntryId: number;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    klass = await makeClass(t, { pupils: 2 });
    competitionId = (await makeCompetition(t)).id;
    const [author, second] = klass.pupils as [(typeof klass.pupils)[0], (typeof klass.pupils)[0]];
    const enter = async (name: string, caller: typeof author, works: object) => {
      const form = registrationForm(competitionId, klass.schoolId, { studentName: name });
      const reg = await t.api.post<{ id: number; token: string }>(
        `${APP}/commit-registration`,
        form,
      );
      expect(reg.status, reg.body.message).toBe(200);
      const res = await t.api.post<{ id: number }>(
        `${APP}/commit-works`,
        { registrationId: reg.body.data.id, token: reg.body.data.token, worksName: name, ...works },
        callAs(caller),
      );
      expect(res.status, res.body.message).toBe(200);
      return res.body.data.id;
    };
    const file = await upload(t, callAs(author) as never, await picture());
    await enter('文件作品', author, { worksUrl: file.body.data.url });
    const bookId = await publishedBook(t, second, klass.id, 1);
    platformEntryId = await enter('平台作品', second, {
      worksUrl: `/works/detail?id=${bookId}`,
      platformWorksId: bookId,
    });
  });
  afterAll(() => t.close());

  it('is a file link signed for days that opens by itself, or the judge preview of a platform work', async () => {
    // A role that unmasks nothing: its export starts at once (no identity password).
    const role = await makeRole(t, { permissions: EXPORTING, scope: { kind: 'all' } });
    const as = callAs(
      await makeStaffUser(t, { staffType: StaffType.PLATFORM_OPERATOR, roleIds: [role] }),
    );

    const started = await t.api.get<TFileTask>(
      `${WS}/ai-competition-registration/mng/export`,
      { competitionId },
      as,
    );
    expect(started.status, started.body.message).toBe(200);
    const sheet = (await exportedBook(t, started, as)).worksheets[0]!;
    const headers = sheet.getRow(1).values as unknown[];
    const link = headers.indexOf('作品地址');
    const name = headers.indexOf('作品名称');
    expect(link).toBeGreaterThan(0);
    const byName = new Map<string, string>();
    sheet.eachRow((row, n) => {
      const values = row.values as unknown[];
      if (n > 1) byName.set(String(values[name]), String(values[link]));
    });

    const fileLink = byName.get('文件作品')!;
    const exp = Number(/[?&]exp=(\d+)/.exec(fileLink)?.[1]);
    const days = (exp - Date.now() / 1000) / DAY_S;
    expect(days).toBeGreaterThan(EXPORT_LINK_DAYS - 0.1);
    expect(days).toBeLessThanOrEqual(EXPORT_LINK_DAYS);
    // Opened by anyone holding it, without a session.
    expect((await t.app.inject({ method: 'GET', url: fileLink })).statusCode).toBe(200);

    expect(byName.get('平台作品')).toBe(
      `/console/competition-judging?competitionId=${competitionId}&preview=${platformEntryId}`,
    );
  });
});
