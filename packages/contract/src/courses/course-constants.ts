/**
 * Courses and their lessons: statuses, the AI tools a lesson opens (with the web app's
 * addresses) and the limits the server enforces and the forms show. One source for all.
 */

type ValueOf<T> = T[keyof T];

/** A course's status: staff write drafts, publish them, take them offline. */
export const CourseStatus = { DRAFT: 0, PUBLISHED: 1, OFFLINE: 2 } as const;
export type TCourseStatus = ValueOf<typeof CourseStatus>;
export const COURSE_STATUSES = Object.values(CourseStatus) as TCourseStatus[];
export const COURSE_STATUS_LABELS: Record<TCourseStatus, string> = {
  0: '草稿',
  1: '已发布',
  2: '已下线',
};

/**
 * The AI tools a lesson links into, as the web app's routes name them. A lesson's link opens
 * `LESSON_TOOL_PATHS[tool]?lesson=<lessonId>`; the tool reads its preset from the lesson.
 */
export const LESSON_TOOLS = [
  'painting',
  'coloring',
  'music',
  'video',
  'coding',
  'model3d',
  'language',
  'agent',
  'book',
  'training-image',
  'training-posture',
  'training-music',
] as const;
export type TLessonTool = (typeof LESSON_TOOLS)[number];

export const LESSON_TOOL_PATHS: Record<TLessonTool, string> = {
  painting: '/ai/painting',
  coloring: '/ai/coloring',
  music: '/ai/music',
  video: '/ai/video',
  coding: '/ai/coding',
  model3d: '/ai/model3d',
  language: '/ai/language',
  agent: '/ai/agent',
  book: '/book/edit',
  'training-image': '/ai/training/image',
  'training-posture': '/ai/training/posture',
  'training-music': '/ai/training/music',
};

export const LESSON_TOOL_LABELS: Record<TLessonTool, string> = {
  painting: 'AI绘画',
  coloring: 'AI涂色',
  music: 'AI音乐',
  video: 'AI视频',
  coding: 'AI编程',
  model3d: 'AI 3D模型',
  language: 'AI语言',
  agent: 'AI智能体',
  book: '绘本创作',
  'training-image': '图像训练',
  'training-posture': '姿势训练',
  'training-music': '音乐训练',
};

/** The address a lesson's link opens: `/ai/painting?lesson=12`. */
export function lessonToolPath(tool: TLessonTool, lessonId: number): string {
  return `${LESSON_TOOL_PATHS[tool]}?lesson=${lessonId}`;
}

export const CourseLimit = {
  TITLE_MAX: 50,
  SUMMARY_MAX: 200,
  /** The introduction's HTML, after sanitising. */
  INTRODUCTION_MAX: 20_000,
  HOURS_MIN: 1,
  HOURS_MAX: 200,
  SORT_MAX: 1_000_000,
  LESSONS_MAX: 60,
  LESSON_TITLE_MAX: 50,
  OBJECTIVES_MAX: 10,
  OBJECTIVE_MAX: 200,
  STEPS_MAX: 20,
  STEP_TITLE_MAX: 50,
  STEP_CONTENT_MAX: 1_000,
  MATERIALS_MAX: 20,
  MATERIAL_NAME_MAX: 100,
  TEACHING_NOTES_MAX: 5_000,
  TOOL_LINKS_MAX: 4,
  LINK_TITLE_MAX: 30,
  PROMPT_MAX: 500,
  LESSON_MINUTES_MIN: 5,
  LESSON_MINUTES_DEFAULT: 40,
  LESSON_MINUTES_MAX: 240,
  BOOK_PAGES_MIN: 2,
  BOOK_PAGES_MAX: 24,
  BOOK_PAGE_TEXT_MAX: 200,
  TRAINING_CATEGORIES_MAX: 10,
  URL_MAX: 500,
} as const;
