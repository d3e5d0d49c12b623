import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  makeClass,
  makeStaff,
  type TMadeClass,
  type TMadePerson,
} from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

const P = '/api/v1/works-service/student/mng';

/** poppler-utils' pdfinfo and pdftotext, when installed (the checks of the file skip without). */
function poppler(): boolean {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function readPdf(body: Buffer): { info: string; text: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-list-'));
  const file = path.join(dir, 'list.pdf');
  fs.writeFileSync(file, body);
  try {
    return {
      info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
      text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("a class's printable list (student/mng/print-list-pdf)", () => {
  let t: TTestApp;
  let admin: TMadePerson;
  let manager: TMadePerson;
  let cls: TMadeClass;
  let other: TMadeClass;
  let added: { name: string; username: string; password: string }[];

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await makeStaff(t);
    cls = await makeClass(t, { pupils: 0 });
    other = await makeClass(t, { pupils: 1 });
    manager = await makeStaff(t, { staffType: 3, schoolId: cls.schoolId });
    // 玥 is outside GB 2312 (the shipped font): drawn with a system CJK font when installed.
    const names = [
      { name: '王玥' },
      ...Array.from({ length: 44 }, (_, i) => ({ name: `王小明${i + 2}` })),
    ];
    const res = await t.api.post<{ list: typeof added }>(
      `${P}/add`,
      { classId: cls.id, studentList: names },
      callAs(admin),
    );
    expect(res.status).toBe(200);
    added = res.body.data.list;
  });
  afterAll(async () => t?.close());

  it('refuses anonymous callers, teachers and classes outside the scope', async () => {
    expect((await t.api.get(`${P}/print-list-pdf`, { classId: cls.id })).status).toBe(401);
    const asTeacher = await t.api.get(
      `${P}/print-list-pdf`,
      { classId: cls.id },
      callAs(cls.teachers[0]!),
    );
    expect(asTeacher.status).toBe(403);
    const asManager = await t.api.get(
      `${P}/print-list-pdf`,
      { classId: other.id },
      callAs(manager),
    );
    expect(asManager.status).toBe(403);
  });

  it('answers an A4 PDF download with every pupil in Chinese, over two pages', async () => {
    const res = await t.api.get(`${P}/print-list-pdf`, { classId: cls.id }, callAs(manager));
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(String(res.raw.headers['content-disposition'])).toMatch(/^attachment;.*\.pdf/);
    const body = res.raw.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The font is a subset: far smaller than the shipped font (about 2 MB).
    expect(body.length).toBeLessThan(200_000);
    if (!poppler()) return; // pdfinfo/pdftotext missing: the bytes were checked above.
    const { info, text } = readPdf(body);
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    expect(text).toContain('学生名单');
    expect(text).toContain('学生人数：45');
    for (const pupil of [added[1]!, added[44]!]) {
      expect(text).toContain(pupil.name);
      expect(text).toContain(pupil.username);
      expect(text).not.toContain(pupil.password);
    }
    expect(text).toContain('第 2 页 / 共 2 页');
    const systemFont = fs.existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc');
    expect(text).toContain(systemFont ? '王玥' : '王□');
  });
});
