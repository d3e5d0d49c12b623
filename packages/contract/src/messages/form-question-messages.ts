/** What the form question repository and the lesson quizzes say (Chinese). */
export const FormQuestionMessages = {
  // Question form
  TYPE_REQUIRED: '请选择题型',
  TITLE_REQUIRED: '请输入题干',
  GRADE_REQUIRED: '请选择年级',
  OPTION_REQUIRED: '请输入选项内容',
  OPTIONS_COUNT: '选择题需要2到6个选项',
  SINGLE_ANSWER: '单选题请选择1个正确答案',
  MULTIPLE_ANSWER: '多选题请至少选择2个正确答案',
  ANSWER_NOT_OPTION: '正确答案必须是已有的选项',
  JUDGE_ANSWER: '判断题请选择“正确”或“错误”',
  FILL_ANSWER: '填空题请填写1到5个可接受的答案',
  ANSWER_TEXT_REQUIRED: '答案不能为空',
  PICTURE_REQUIRED: '看图判断题请上传图片',
  PICTURE_NOT_USABLE: '图片不可用，请重新上传',
  KNOWLEDGE_POINT_REQUIRED: '知识点不能为空',
  KNOWLEDGE_POINTS_TOO_MANY: '知识点最多5个',
  URL_INVALID: '请输入正确的图片地址',

  // Question state
  QUESTION_NOT_FOUND: '题目不存在或已删除',
  QUESTION_IN_QUIZ: '该题目已用于课时测验，请先从测验中移出',

  // Lesson quiz
  LESSON_REQUIRED: '请选择课时',
  LESSON_NOT_FOUND: '课时不存在',
  QUIZ_TOO_MANY: '每个课时测验最多10道题',
  QUIZ_QUESTION_UNUSABLE: '所选题目不存在或已停用',
  QUIZ_EMPTY: '这节课还没有小测验',
  ANSWERS_REQUIRED: '请先作答再提交',
  ANSWER_NOT_IN_QUIZ: '题目不属于这节课的小测验',
  ANSWER_INVALID: '答案格式不正确，请重新作答',
  STUDENT_REQUIRED: '请选择学生',
} as const;
