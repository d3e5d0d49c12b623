import type { TLessonToolLinkInput, TLessonTool } from '@haoduo/contract';
import { AI_MODELS_COURSE } from './demo-course-ai-models';
import { PICTURE_BOOK_COURSE } from './demo-course-picture-book';

/** The demo's two courses, written as staff would in the console, and the classes following them. */

export interface TDemoLesson {
  title: string;
  objectives: string[];
  steps: { title: string; content: string; minutes: number }[];
  teachingNotes: string;
  /** Each link's example picture: the n-th demo work picture, or none. */
  toolLinks: (Omit<TLessonToolLinkInput, 'exampleImageUrl'> & { example: number | null })[];
}

export interface TDemoCourse {
  title: string;
  summary: string;
  gradeMin: number;
  gradeMax: number;
  hours: number;
  tools: TLessonTool[];
  introduction: string;
  lessons: TDemoLesson[];
}

export const DEMO_COURSES: { course: TDemoCourse; classCodes: string[] }[] = [
  { course: PICTURE_BOOK_COURSE, classCodes: ['AI3001', 'AI4001'] },
  { course: AI_MODELS_COURSE, classCodes: ['AI7001'] },
];
