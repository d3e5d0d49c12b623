import {
  courseAppEndpoints,
  weekScheduleEndpoints,
  type TLessonTool,
  type TLessonToolLink,
} from '@haoduo/contract';
import { answer, mockServer, type TMockServer } from '@haoduo/contract/testing';
import { presetFixture } from './course-fixture';

/** A training lab's lesson preset: the project the lesson prepared for it. */
export function serveLabPreset(
  tool: Extract<TLessonTool, `training-${string}`>,
  projectName: string,
  categories: string[],
  lessonTitle = '教电脑认水果',
): TMockServer {
  const link = {
    tool,
    title: '训练一个会认东西的模型',
    prompt: '',
    exampleImageUrl: null,
    path: `/ai/${tool.replace('-', '/')}?lesson=12`,
    settings: { projectName, categories },
  } as unknown as TLessonToolLink;
  return mockServer(
    answer(courseAppEndpoints.toolPreset, presetFixture({ lessonTitle, link })),
    answer(weekScheduleEndpoints.checkWorksClass, {
      lesson: { id: 12, title: lessonTitle, seq: 2, courseId: 2 },
      classId: 5,
      courseClassName: '七年级AI模型班',
      date: '2026-11-24',
      handedIn: false,
      workId: null,
    }),
  );
}
