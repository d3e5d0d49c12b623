import type { TClassListItem, TCourseClass } from '@haoduo/contract';

/** The fields of a class as get-class-list sends them, when the stored class has them. */
export function classListItem(courseClass: TCourseClass): Partial<TClassListItem> {
  return courseClass as Partial<TClassListItem>;
}

/** False only when the class is known to have no invitation code. */
export function mayHaveInviteCode(courseClass: TCourseClass): boolean {
  return classListItem(courseClass).hasInviteCode !== false;
}
