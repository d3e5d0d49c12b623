/** Chinese messages of the week schedule, the lessons' hand-ins and the fanbook works lists. */
export const WeekScheduleMessages = {
  CLASS_REQUIRED: '请选择班级',
  CLASS_NOT_FOUND: '班级不存在',
  LESSON_NOT_FOUND: '课时不存在',
  LESSON_NOT_IN_CLASS: '这节课不在你的班级课表中',
  PUPIL_NOT_IN_CLASS: '这位学生不在这个班级',
  WEEKDAY_INVALID: '星期为 1 到 7（周一到周日）',
  PERIOD_INVALID: '节次为 1 到 12',
  TIME_INVALID: '上课时间的格式为 HH:mm，例如 08:30',
  TIME_ORDER: '下课时间要晚于上课时间',
  SLOT_DUPLICATE: '同一天的同一节只能排一节课',
  SLOTS_TOO_MANY: '每周最多排 20 节课',
  TEACHER_NOT_IN_CLASS: '上课老师必须是这个班级的老师',
  DATE_INVALID: '日期的格式为 YYYY-MM-DD',
  ONLY_OWN_WORKS: '只能查看自己的作品',
  TEACHER_ONLY: '只有老师可以查看交作品情况',
  NO_TEACHER: '未安排老师',
  PAST_END_DATE: '超出班级有效期',
  HOLIDAY_STOP: '停课',
  /** An adjust day: a weekend day that teaches the lessons of `{weekday}`. */
  ADJUST_DAY: '调课：上{weekday}的课',
} as const;
