import { CourseStatus, type TLessonFull } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../../../test/factories/courses';
import { callAs, makeStaff, type TMadePerson } from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { upload } from '../media/testing/media-fixtures';
import { samplePdf } from '../media/testing/media-pdf';

const L = '/api/v1/works-service/course-lesson/mng';

describe('a lesson with a PDF material', () => {
  let t: TTestApp;
  let admin: TMadePerson;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await makeStaff(t);
  });
  afterAll(async () => t?.close());

  it('saves the PDF uploaded as a site file, with its type and size', async () => {
    const course = await makeCourse(t, { status: CourseStatus.DRAFT, lessons: 0 });
    const pdf = samplePdf();
    const file = await upload(t, admin, pdf, {
      path: '/api/v1/works-service/media/mng/upload',
      filename: '学习单.pdf',
    });
    expect(file.status).toBe(200);
    const added = await t.api.post<TLessonFull>(
      `${L}/add`,
      {
        courseId: course.id,
        title: '读懂学习单',
        objectives: ['会用学习单记录想法'],
        steps: [{ title: '导入', content: '一起看学习单', minutes: 5 }],
        materials: [{ name: '学习单.pdf', url: file.body.data.url }],
        toolLinks: [],
      },
      callAs(admin),
    );
    expect(added.status).toBe(200);
    expect(added.body.data.materials).toEqual([
      { name: '学习单.pdf', url: file.body.data.url, mime: 'application/pdf', size: pdf.length },
    ]);
    const detail = await t.api.get<TLessonFull>(
      `${L}/detail`,
      { id: added.body.data.id },
      callAs(admin),
    );
    expect(detail.body.data.materials[0]).toMatchObject({ mime: 'application/pdf' });
  });
});
