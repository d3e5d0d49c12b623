import { ZFileTask } from '../back-office/file-tasks.schema';
import {
  ZCourseAddBody,
  ZCourseIdBody,
  ZCourseIdQuery,
  ZCourseMngPageQuery,
  ZCourseModifyBody,
  ZCoursePublicPageQuery,
  ZLessonAddBody,
  ZLessonIdBody,
  ZLessonIdQuery,
  ZLessonModifyBody,
  ZLessonReorderBody,
  ZLessonToolPresetQuery,
  ZMyClassCourseQuery,
} from '../courses/course-requests.schema';
import {
  ZCourseDetail,
  ZCourseMngDetail,
  ZCourseMngItem,
  ZCourseMngPage,
  ZCoursePublicPage,
  ZLesson,
  ZLessonFull,
  ZLessonOutline,
  ZLessonToolPreset,
  ZMyClassCourseList,
} from '../courses/course-responses.schema';
import { defineEndpoint } from './endpoint';

export const courseTag = 'courses';
const tag = courseTag;
const WS = '/api/v1/works-service';

/** Published courses and their lessons, for visitors, pupils and teachers. */
export const courseAppEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${WS}/course/app/page`,
    tag,
    access: 'public',
    summary:
      'Published courses (smaller sortOrder first), by grade (within the range), tool, keyword',
    query: ZCoursePublicPageQuery,
    response: ZCoursePublicPage,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${WS}/course/app/detail`,
    tag,
    access: 'public',
    summary: 'A published course with its introduction and the outline of its lessons',
    query: ZCourseIdQuery,
    response: ZCourseDetail,
    errors: [404],
  }),
  lessonDetail: defineEndpoint({
    method: 'GET',
    path: `${WS}/course-lesson/app/detail`,
    tag,
    access: 'public',
    summary:
      'A lesson of a published course: objectives, steps, materials, tool links; teaching notes only for a teacher of a class following the course (null for pupils and visitors)',
    query: ZLessonIdQuery,
    response: ZLesson,
    errors: [404],
  }),
  toolPreset: defineEndpoint({
    method: 'GET',
    path: `${WS}/course-lesson/app/tool-preset`,
    tag,
    access: 'public',
    summary:
      "What a tool opened with ?lesson=<id> starts with: the lesson's link for that tool (or its first): prompt, settings, example",
    query: ZLessonToolPresetQuery,
    response: ZLessonToolPreset,
    errors: [404],
  }),
};

/** The signed-in pupil's or teacher's classes and the courses they follow. */
export const courseCustomEndpoints = {
  myClassCourse: defineEndpoint({
    method: 'GET',
    path: `${WS}/course/custom/my-class-course`,
    tag,
    access: 'learner',
    summary:
      "The caller's classes (a pupil's, or those a teacher teaches in the active school) that follow a published course, with the course",
    query: ZMyClassCourseQuery,
    response: ZMyClassCourseList,
  }),
};

/** Courses in the back office: list, export, the form, publish, offline, delete a draft. */
export const courseMngEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${WS}/course/mng/page`,
    tag,
    access: 'staff',
    permission: 'course:page',
    summary: 'Every course (any status), by title, status, grade and tool',
    query: ZCourseMngPageQuery,
    response: ZCourseMngPage,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: `${WS}/course/mng/export`,
    tag,
    access: 'staff',
    permission: 'course:export',
    summary: 'Start an xlsx export of the filtered courses; answers the file task',
    query: ZCourseMngPageQuery,
    response: ZFileTask,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${WS}/course/mng/detail`,
    tag,
    access: 'staff',
    permission: 'course:detail',
    summary: 'One course with every field of its lessons (teaching notes included)',
    query: ZCourseIdQuery,
    response: ZCourseMngDetail,
    errors: [404],
  }),
  add: defineEndpoint({
    method: 'POST',
    path: `${WS}/course/mng/add`,
    tag,
    access: 'staff',
    permission: 'course:add',
    summary: 'Create a course as a draft (introduction sanitised)',
    body: ZCourseAddBody,
    response: ZCourseMngDetail,
  }),
  modify: defineEndpoint({
    method: 'POST',
    path: `${WS}/course/mng/modify`,
    tag,
    access: 'staff',
    permission: 'course:modify',
    summary: "Change a course's fields (any status; introduction sanitised)",
    body: ZCourseModifyBody,
    response: ZCourseMngDetail,
    errors: [404],
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${WS}/course/mng/publish`,
    tag,
    access: 'staff',
    permission: 'course:publish',
    summary: 'Publish a course (draft or offline → published); it needs at least one lesson',
    body: ZCourseIdBody,
    response: ZCourseMngItem,
    errors: [404, 409],
  }),
  offline: defineEndpoint({
    method: 'POST',
    path: `${WS}/course/mng/offline`,
    tag,
    access: 'staff',
    permission: 'course:offline',
    summary: 'Take a published course offline (published → offline)',
    body: ZCourseIdBody,
    response: ZCourseMngItem,
    errors: [404, 409],
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${WS}/course/mng/delete`,
    tag,
    access: 'staff',
    permission: 'course:delete',
    summary: 'Delete a draft course with its lessons (409 while a class follows it)',
    body: ZCourseIdBody,
    errors: [404, 409],
  }),
};

/** Lessons in the back office: detail, add, modify, delete, reorder. */
export const courseLessonMngEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: `${WS}/course-lesson/mng/detail`,
    tag,
    access: 'staff',
    permission: 'course-lesson:detail',
    summary: 'One lesson with every field (teaching notes included)',
    query: ZLessonIdQuery,
    response: ZLessonFull,
    errors: [404],
  }),
  add: defineEndpoint({
    method: 'POST',
    path: `${WS}/course-lesson/mng/add`,
    tag,
    access: 'staff',
    permission: 'course-lesson:add',
    summary: 'Add a lesson at the end of a course',
    body: ZLessonAddBody,
    response: ZLessonFull,
    errors: [404, 409],
  }),
  modify: defineEndpoint({
    method: 'POST',
    path: `${WS}/course-lesson/mng/modify`,
    tag,
    access: 'staff',
    permission: 'course-lesson:modify',
    summary: "Change a lesson's fields",
    body: ZLessonModifyBody,
    response: ZLessonFull,
    errors: [404],
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${WS}/course-lesson/mng/delete`,
    tag,
    access: 'staff',
    permission: 'course-lesson:delete',
    summary: 'Delete a lesson of a course that is not published; the others close up',
    body: ZLessonIdBody,
    errors: [404, 409],
  }),
  reorder: defineEndpoint({
    method: 'POST',
    path: `${WS}/course-lesson/mng/reorder`,
    tag,
    access: 'staff',
    permission: 'course-lesson:reorder',
    summary: "Put a course's lessons in a new order (every lesson id, once); answers the outline",
    body: ZLessonReorderBody,
    response: ZLessonOutline,
    errors: [404],
  }),
};
