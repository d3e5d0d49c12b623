import type { TCourseClass } from '@haoduo/contract';

/** A student may use AI (the AI trial, the tiles) when the current class has AI available. */
export function hasAiClass(courseClass: TCourseClass | null): boolean {
  return courseClass !== null && courseClass.availableAi !== false;
}
