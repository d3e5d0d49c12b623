import { expect } from 'vitest';
import type { TTestApp } from '../../../../test/helpers/test-app';
import { as, type TCast, type TPerson } from '../../../../test/factories/works';

/** Helpers of the visibility matrix tests: every caller, every route. */

export const W = '/api/v1/works-service/works';

export type TWho = keyof TCast | 'anonymous';
export const WHO: TWho[] = [
  'anonymous',
  'author',
  'pupil',
  'teacher',
  'otherTeacher',
  'foreignTeacher',
  'staff',
  'foreignManager',
];

export interface TScene {
  t: TTestApp;
  cast: TCast;
  classId: number;
}

export function matrixKit(scene: () => TScene) {
  const person = (who: TWho): TPerson | null => (who === 'anonymous' ? null : scene().cast[who]);
  const opts = (who: TWho) => {
    const p = person(who);
    return p ? as(p) : {};
  };
  const get = (who: TWho, path: string, query: Record<string, string | number>) =>
    scene().t.api.get(path, query, opts(who));
  const post = (who: TWho, path: string, body: unknown) =>
    scene().t.api.post(path, body, opts(who));

  async function newDraft(name = '秘密花园'): Promise<number> {
    const { t, cast, classId } = scene();
    const res = await t.api.post<{ id: number }>(
      `${W}/custom/add`,
      { worksName: name, worksClassId: classId, worksPageList: [{ text: '第一页' }] },
      as(cast.author),
    );
    expect(res.status).toBe(200);
    return res.body.data.id;
  }

  const authorView = (id: number) =>
    scene().t.api.get<{
      worksName: string;
      status: number;
      sortScore: number;
      recommend: boolean;
      tagIds: number[];
    }>(`${W}/custom/detail`, { id }, as(scene().cast.author));

  async function matrix(call: (who: TWho) => Promise<{ status: number }>) {
    const out = {} as Record<TWho, number>;
    for (const who of WHO) out[who] = (await call(who)).status;
    return out;
  }

  function expectMatrix(results: Record<TWho, number>, expected: Partial<Record<TWho, number>>) {
    expect(results).toEqual({ ...results, ...expected });
  }

  return { get, post, newDraft, authorView, matrix, expectMatrix };
}
