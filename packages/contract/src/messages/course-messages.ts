/** What the courses and lessons say to pupils, teachers and staff (Chinese). */
export const CourseMessages = {
  // Course form
  TITLE_REQUIRED: '请输入课程名称',
  COVER_REQUIRED: '请上传课程封面',
  URL_INVALID: '请上传文件或输入正确的链接地址',
  GRADE_REQUIRED: '请选择适用年级',
  GRADE_RANGE_INVALID: '最高年级不能低于最低年级',
  HOURS_INVALID: '课时数需为1到200之间的整数',
  TOOLS_REQUIRED: '请至少选择一个课程使用的AI工具',
  TOOL_INVALID: '请选择正确的AI工具',
  TOOLS_DUPLICATE: 'AI工具不能重复选择',
  INTRODUCTION_TOO_LONG: '课程介绍内容太长了',

  // Lesson form
  LESSON_TITLE_REQUIRED: '请输入课节名称',
  OBJECTIVE_REQUIRED: '请输入教学目标',
  OBJECTIVES_TOO_MANY: '教学目标最多10条',
  STEP_TITLE_REQUIRED: '请输入教学步骤名称',
  STEPS_TOO_MANY: '教学步骤最多20步',
  MATERIAL_NAME_REQUIRED: '请输入素材名称',
  MATERIALS_TOO_MANY: '课节素材最多20个',
  MATERIAL_NOT_FOUND: '素材文件不存在，请重新上传',
  LESSON_MINUTES_INVALID: '课节时长需为5到240分钟',
  TOOL_LINKS_TOO_MANY: '每个课节最多设置4个AI工具入口',
  TOOL_LINKS_DUPLICATE: '同一个AI工具在一个课节中只能设置一次',
  LINK_TITLE_REQUIRED: '请输入创作任务名称',
  PROMPT_TOO_LONG: '预设提示词最多500字',
  BOOK_PAGES_INVALID: '绘本页数需为2到24页',
  TRAINING_PROJECT_REQUIRED: '请输入训练项目名称',
  TRAINING_CATEGORIES_INVALID: '训练类别需为2到10个且不能重复',
  LESSON_IDS_MISMATCH: '课节顺序与课程的课节不一致，请刷新后重试',

  // State
  COURSE_NOT_FOUND: '课程不存在或已下线',
  LESSON_NOT_FOUND: '课节不存在或已下线',
  TOOL_LINK_NOT_FOUND: '该课节没有设置这个AI工具的创作任务',
  ALREADY_PUBLISHED: '课程已发布',
  NOT_PUBLISHED: '课程未发布，无法下线',
  PUBLISH_NEEDS_LESSONS: '请先为课程添加课节再发布',
  DELETE_ONLY_DRAFT: '只能删除草稿状态的课程',
  DELETE_FOLLOWED: '有班级正在使用该课程，请先在课班管理中更换课程再删除',
  LESSON_OF_PUBLISHED: '课程已发布，请先下线课程再删除课节',
  LESSONS_TOO_MANY: '一个课程最多60个课节',

  // Export
  EXPORT_TITLE: '课程列表',
} as const;
