/** Chinese texts of the back-office calls: schools, semesters, file tasks, audit log. */
export const BackOfficeMessages = {
  // File tasks
  FILE_TASK_NOT_FOUND: '未找到该文件任务',
  FILE_TASK_NOT_YOURS: '只能查看自己创建的文件任务',
  FILE_TASK_NOT_READY: '文件正在生成中，请稍后再下载',
  FILE_TASK_FAILED: '文件任务失败：{message}',
  FILE_TASK_EXPIRED: '文件已过期（保留7天），请重新导出',
  FILE_TASK_UNKNOWN_TAG: '不支持的导出类型',
  FILE_TASK_EXPORT_FAILED: '导出失败，请稍后重试',
  FILE_TASK_IMPORT_FAILED: '导入失败，请检查文件后重试',
  IMPORT_FILE_REQUIRED: '请上传xlsx格式的名单文件',
  IMPORT_FILE_UNREADABLE: '无法读取该文件，请上传xlsx格式的名单文件',
  IMPORT_FILE_EMPTY: '名单中没有学生，请从第2行开始填写',
  IMPORT_TOO_MANY_ROWS: '一次最多导入{max}名学生',
  IMPORT_ROW_NAME_REQUIRED: '第{row}行：请填写学生姓名',
  IMPORT_ROW_NAME_TOO_LONG: '第{row}行：学生姓名最多32个字',
  IMPORT_ROW_NAME_DUPLICATE: '第{row}行：姓名“{name}”与第{first}行重复，请加以区分',
  IMPORT_ROW_USERNAME_TAKEN: '第{row}行：登录名“{username}”已被使用',
  IMPORT_ROW_USERNAME_INVALID: '第{row}行：登录名只能包含字母、数字和下划线，4~32位',
  IMPORT_ROW_NO_CLASS: '第{row}行：未找到“{grade}{className}”对应的课班，请先添加同步配置',
  IMPORT_ROW_CLASS_REQUIRED: '第{row}行：请填写年级和班级',
  SYNC_CONFIG_EXISTS: '该年级班级已配置了对应课班',
  SYNC_CONFIG_NOT_FOUND: '未找到该同步配置',
  IMPORT_NO_PLACES: '课班名额不足：还可加入{left}人，名单中有{count}人',

  // Schools and regions
  SCHOOL_NOT_FOUND: '未找到该学校',
  SCHOOL_NAME_REQUIRED: '请输入学校名称',
  SCHOOL_NAME_TAKEN: '学校名称已存在',
  SCHOOL_REGION_REQUIRED: '请选择学校所在的省、市、区',
  SCHOOL_REGION_INVALID: '所选的省、市、区不匹配，请重新选择',
  SCHOOL_ALREADY_ENABLED: '该学校已是启用状态',
  SCHOOL_ALREADY_DISABLED: '该学校已是停用状态',
  CONTACT_NAME_TOO_LONG: '联系人姓名最多32个字',

  // Semesters
  SEMESTER_NOT_FOUND: '未找到该学期',
  SEMESTER_NAME_REQUIRED: '请输入学期名称',
  SEMESTER_NAME_TAKEN: '学期名称已存在',
  SEMESTER_START_REQUIRED: '请选择开始日期',
  SEMESTER_END_REQUIRED: '请选择结束日期',
  SEMESTER_END_BEFORE_START: '结束日期不能早于开始日期',

  // Lists
  DATE_RANGE_INVALID: '结束时间不能早于开始时间',
} as const;
