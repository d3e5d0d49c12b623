/** Addresses of the course pages (the spec's query-string routes). */
export function coursePath(courseId: number): string {
  return `/course/detail?id=${courseId}`;
}

export function lessonPath(lessonId: number): string {
  return `/course/lesson?id=${lessonId}`;
}

/** A positive integer id from a query parameter (?id=, ?lesson=), else undefined. */
export function idParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
