/** What the competition centre says to pupils, parents, teachers and staff (Chinese). */
export const CompetitionMessages = {
  // Competition form
  NAME_REQUIRED: '请输入比赛名称',
  SPONSOR_REQUIRED: '请输入主办单位',
  COVER_REQUIRED: '请上传比赛封面',
  TIME_REQUIRED: '请选择时间',
  REGISTRATION_END_BEFORE_START: '报名结束时间需晚于报名开始时间',
  COMPETITION_END_BEFORE_START: '比赛结束时间需晚于比赛开始时间',
  COMPETITION_START_BEFORE_REGISTRATION: '比赛开始时间不能早于报名开始时间',
  COMPETITION_END_BEFORE_REGISTRATION_END: '比赛结束时间不能早于报名结束时间',
  INTRODUCE_TITLE_REQUIRED: '请输入介绍标题',
  INTRODUCE_TOO_MANY: '介绍最多20段',
  GROUPS_TOO_MANY: '组别最多10个',
  URL_INVALID: '请输入正确的链接地址',
  WINNERS_URL_REQUIRED: '请上传获奖名单文件',

  // Competition state
  COMPETITION_NOT_FOUND: '比赛不存在或已下线',
  ALREADY_RELEASED: '比赛已发布',
  NOT_RELEASED: '比赛未发布，无法下线',
  RELEASED_NOT_EDITABLE_TIMES: '比赛已发布，请先下线再修改',

  // Registration form
  STUDENT_NAME_REQUIRED: '请输入学生姓名',
  ID_CARD_TYPE_REQUIRED: '请选择证件类型',
  ID_CARD_REQUIRED: '请输入证件号码',
  ID_CARD_INVALID: '请输入正确的身份证号码',
  ID_CARD_CHECK_DIGIT: '身份证号码校验位不正确，请核对后重新输入',
  ID_CARD_FORMAT_INVALID: '证件号码格式不正确，请核对后重新输入',
  GRADE_REQUIRED: '请选择年级',
  GUARDIAN_MOBILE_REQUIRED: '请输入联系电话',
  TEACHER_MOBILE_INVALID: '请输入正确的指导老师手机号',
  REGION_REQUIRED: '请选择所在地区',
  REGION_INVALID: '所在地区不正确，请重新选择',
  SCHOOL_REQUIRED: '请选择学校',
  SCHOOL_NOT_FOUND: '学校不存在，请重新选择',
  GROUP_REQUIRED: '请选择参赛组别',
  GROUP_INVALID: '参赛组别不正确，请重新选择',

  // Registration state
  REGISTRATION_NOT_OPEN: '比赛报名尚未开始',
  REGISTRATION_CLOSED: '比赛报名已截止',
  REGISTRATION_DUPLICATE: '该证件号码已报名本次比赛，请勿重复报名',
  REGISTRATION_NOT_FOUND: '未查询到报名信息，请核对报名编号、证件号码和学生姓名',
  REGISTRATION_MODIFY_CLOSED: '报名已截止，无法修改报名信息',
  REGISTRATION_TOKEN_INVALID: '报名凭证已失效，请重新查询报名信息',
  LOOKUP_TOO_OFTEN: '查询太频繁了，请稍后再试',

  // Works
  WORKS_NAME_REQUIRED: '请输入作品名称',
  WORKS_URL_REQUIRED: '请选择平台作品或上传作品文件',
  WORKS_NOT_OPEN: '比赛尚未开始，暂不能提交作品',
  WORKS_CLOSED: '比赛已结束，无法提交作品',
  WORKS_NOT_FOUND: '作品不存在',
  PLATFORM_WORKS_NOT_YOURS: '只能提交自己的作品',
  WORKS_FILE_NOT_YOURS: '作品文件不存在或不是你上传的，请重新上传',

  // Judging and awards
  AWARD_NAME_REQUIRED: '请输入奖项名称',
  AWARD_NOT_FOUND: '奖项不存在',
  AWARD_DUPLICATE: '该奖项名称已存在',
  AWARD_IN_USE: '该奖项已有获奖作品，请先取消获奖',
  WORKS_OF_OTHER_COMPETITION: '只能为本次比赛的作品设置奖项',
  NOT_A_JUDGE: '你不是这次比赛的评委',
  SCORE_INVALID: '请输入0到100之间的分数',
  JUDGING_NOT_OPEN: '比赛结束后才能评审',
  JUDGE_NOT_STAFF: '评委必须是后台员工',
} as const;
