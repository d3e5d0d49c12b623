import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { formQuestionMngRoutes } from './form-questions.mng.routes';
import { lessonQuizRoutes } from './lesson-quiz.routes';
import type { TLessonExists } from './lesson-quiz.service';

const anyLesson: TLessonExists = async () => true;

/** The form question repository, the lessons' quizzes and the pupils' answers. */
export async function formQuestionsFeature(
  app: TApp,
  deps: TDeps,
  ports: { lessonExists?: TLessonExists; lessonIsPublished?: TLessonExists } = {},
): Promise<void> {
  await formQuestionMngRoutes(app, deps);
  await lessonQuizRoutes(app, deps, {
    lessonExists: ports.lessonExists ?? anyLesson,
    lessonIsPublished: ports.lessonIsPublished ?? anyLesson,
  });
}
