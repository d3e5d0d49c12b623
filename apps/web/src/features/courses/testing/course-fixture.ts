import type {
  TCourseDetail,
  TCourseSummary,
  TLesson,
  TLessonHandIn,
  TLessonToolPreset,
  TMyClassCourse,
  TScheduledLesson,
} from '@haoduo/contract';

/** 《AI绘本小作家》, a published course of the demo shape. */
export function courseFixture(extra: Partial<TCourseSummary> = {}): TCourseSummary {
  return {
    id: 1,
    title: 'AI绘本小作家',
    coverUrl: '',
    summary: '用AI画出自己的故事，做一本真正的绘本',
    gradeMin: 3,
    gradeMax: 6,
    gradeLabel: '三年级-六年级',
    hours: 8,
    tools: ['painting', 'book'],
    lessonCount: 2,
    status: 1,
    sortOrder: 0,
    publishedAt: '2026-09-01T00:00:00.000Z',
    ...extra,
  };
}

export function courseDetailFixture(extra: Partial<TCourseDetail> = {}): TCourseDetail {
  return {
    ...courseFixture(),
    introduction: '<h2>课程亮点</h2><p>每节课完成一幅画<script>window.__pwned=1</script></p>',
    teacherView: false,
    lessons: [
      {
        id: 11,
        courseId: 1,
        title: '认识AI画笔',
        lessonNo: 1,
        minutes: 40,
        objectives: ['知道AI怎样根据文字画画'],
        tools: ['painting'],
      },
      {
        id: 12,
        courseId: 1,
        title: '画出我的家乡',
        lessonNo: 2,
        minutes: 40,
        objectives: ['用三个细节描述家乡'],
        tools: ['painting'],
      },
    ],
    ...extra,
  };
}

export function lessonFixture(extra: Partial<TLesson> = {}): TLesson {
  return {
    id: 12,
    courseId: 1,
    courseTitle: 'AI绘本小作家',
    title: '画出我的家乡',
    lessonNo: 2,
    minutes: 40,
    objectives: ['用三个细节描述家乡', '学会修改提示词'],
    tools: ['painting'],
    steps: [
      { title: '说一说', content: '家乡有什么让你难忘？', minutes: 5 },
      { title: '画一画', content: '用AI绘画画出家乡', minutes: 25 },
    ],
    materials: [
      { name: '家乡学习单.png', url: '/api/media/sheet.png', mime: 'image/png', size: 1 },
    ],
    toolLinks: [
      {
        tool: 'painting',
        title: '画出我的家乡',
        prompt: '我的家乡有一条小河，河边有柳树和白墙黑瓦的房子',
        exampleImageUrl: '',
        settings: { style: 'watercolour' },
        path: '/ai/painting?lesson=12',
      },
    ],
    teachingNotes: null,
    prevLessonId: 11,
    nextLessonId: null,
    ...extra,
  };
}

export function myClassCourseFixture(extra: Partial<TMyClassCourse> = {}): TMyClassCourse {
  return {
    classId: 5,
    courseClassName: '三年级AI创作班',
    role: 'student',
    course: courseFixture({ id: 2, title: 'AI模型小小训练师', tools: ['training-image'] }),
    ...extra,
  };
}

export function presetFixture(extra: Partial<TLessonToolPreset> = {}): TLessonToolPreset {
  const link = lessonFixture().toolLinks[0];
  if (!link) throw new Error('fixture without a link');
  return {
    lessonId: 12,
    lessonTitle: '画出我的家乡',
    courseId: 1,
    courseTitle: 'AI绘本小作家',
    link,
    ...extra,
  };
}

export function handInFixture(): TLessonHandIn {
  return {
    classId: 5,
    lesson: { id: 12, title: '画出我的家乡', seq: 2, courseId: 1 },
    date: '2026-11-23',
    handedInCount: 1,
    pupilCount: 2,
    pupils: [pupil(21, '张小明', true), pupil(22, '李小红', false)],
  };
}

function pupil(accountId: number, name: string, handedIn: boolean) {
  return {
    accountId,
    name,
    username: null,
    handedIn,
    workId: handedIn ? 100 : null,
    worksName: handedIn ? '我的家乡' : null,
    handedInAt: handedIn ? '2026-11-23T08:00:00.000Z' : null,
  };
}

export function scheduledLessonFixture(extra: Partial<TScheduledLesson> = {}): TScheduledLesson {
  return {
    classId: 5,
    courseClassName: '三年级AI创作班',
    date: '2026-11-24',
    weekday: 2,
    taughtWeekday: 2,
    period: 3,
    startTime: '10:00',
    endTime: '10:40',
    teacherAccountId: 2,
    teacherName: '王老师',
    lesson: { id: 12, title: '画出我的家乡', seq: 2, courseId: 1 },
    state: 'upcoming',
    adjusted: false,
    pastEndDate: false,
    handIn: { handedInCount: null, pupilCount: null, handedIn: false, workId: null },
    ...extra,
  };
}
