/**
 * What the AI workshop, AI points and the teacher's controls say. Templates use
 * `{name}` placeholders (formatMessage).
 */
export const AiWorkshopMessages = {
  // Generations
  JOB_NOT_FOUND: '没有找到这次创作记录，请刷新后再试',
  JOB_NOT_YOURS: '这是别人的创作记录，不能操作',
  JOB_STILL_RUNNING: '这次创作还没有完成，完成后才能重新生成',
  JOB_FAILED: 'AI创作没有完成，本次不会扣除AI点数，请再试一次',
  JOB_INTERRUPTED: 'AI创作被中断了，本次不会扣除AI点数，请再试一次',
  JOB_NOT_DONE_FOR_COLLECT: '创作完成后才能收藏',
  KEEP_ONLY_MEDIA: '只有已完成的图片、音乐和视频可以放进作品',
  RESULT_REFUSED: 'AI生成的内容不适合展示，本次不会扣除AI点数，换个描述试试吧',
  PROMPT_OR_TEMPLATE_REQUIRED: '请写下想画的内容，或者选一张涂色模板',
  TEMPLATE_NOT_FOUND: '没有这张涂色模板，请重新选择',
  INPUT_IMAGE_NOT_USABLE: '有图片找不到或不能使用，请重新选择',
  CAPTION_TOO_LONG: '每句字幕不能超过60个字',
  TOO_MANY_IMAGES: '一个视频最多用8张图片',
  OPTION_INVALID: '这个选项不在可选范围内，请重新选择',

  // Classes and the teacher's controls
  NO_CLASS_FOR_TOOL: '你所在的班级还没有开通{tool}，请联系授课老师',
  CLASS_NOT_FOR_TOOL: '这个班级还没有开通{tool}，请换一个班级或联系授课老师',
  NOT_IN_CLASS: '你不在这个班级里，请先选择自己的班级',
  CLASS_PAUSED: '老师暂停了本班的AI创作，请等老师开启后再试',
  TOOL_LOCKED: '这节课老师锁定了{tool}，请先完成老师布置的任务',
  LESSON_REQUIRED: '老师开始上课后才能使用AI创作，请等一等',
  CAN_GENERATE: '可以开始AI创作啦',
  LESSON_NOT_OPEN: '这个班级现在没有在上课',

  // Points
  POINTS_NOT_ENOUGH: 'AI点数不够了：这次需要{cost}点，你还有{points}点，请找老师添加点数',
  DAILY_LIMIT_REACHED: '今天的AI点数已经用到上限了（每天最多{limit}点），明天再来创作吧',
  POINT_ACCOUNT_NOT_FOUND: '没有找到这个点数账户，请刷新后再试',
  POINTS_TARGET_REQUIRED: '请选择一个要设置点数的账户：学校、班级或个人，只能选一个',
  PARENT_POINTS_NOT_ENOUGH: '{owner}的AI点数不够分配了，还剩{points}点',
  CLASS_POINTS_NOT_ENOUGH: '班级的AI点数不够分配了：需要{need}点，班级还剩{points}点',
  POINTS_REASON_REQUIRED: '请填写调整原因',
  POINTS_INVALID: '点数须是0到10000000之间的整数',
  PUPILS_REQUIRED: '请选择要分配点数的学生',
  PUPILS_NOT_IN_CLASS: '有学生不在这个班级里，请刷新后再试',
  RULE_TYPE_INVALID: '没有这种AI点数规则，请刷新后再试',
  CODE_REQUIRED: '请输入兑换码',
  CODE_INVALID: '兑换码不正确或已经被使用了，请检查后再试',
  CODE_OTHER_SCHOOL: '这个兑换码不能在当前学校使用',
  REASON_CHARGE: '{tool}创作',
  REASON_REFUND: '{tool}创作失败，退回点数',
  REASON_CHAT: '{tool}',
  REASON_CHAT_REFUND: '{tool}没有完成，退回点数',
  REASON_CHAT_UNANSWERED: '{tool}没能回答这个问题，退回点数',
  REASON_ALLOCATE: '老师分配点数',
  REASON_REDEEM: '兑换码充值',

  // Agents and chats
  AGENT_NOT_FOUND: '没有找到这个智能体，请刷新后再试',
  AGENT_NOT_YOURS: '只有智能体的作者可以修改它',
  AGENT_TITLE_REQUIRED: '请输入智能体名称',
  AGENT_TITLE_TOO_LONG: '智能体名称不能超过30个字',
  AGENT_TEXT_TOO_LONG: '内容太长了，请精简一些',
  QUICK_COMMANDS_TOO_MANY: '快捷指令最多8个',
  QUICK_COMMAND_NAME_REQUIRED: '请填写快捷指令的名称',
  CONVERSATION_NOT_FOUND: '这段对话已经失效，请重新开始对话',
  MESSAGE_REQUIRED: '请输入想说的话',
  MESSAGE_TOO_LONG: '一次最多说500个字',
  ASSISTANT_GREETING: '你好！我是好多AI的语言助手，想问问题、写句子或者编故事，都可以告诉我。',
  AGENT_GREETING: '你好，我是{title}，很高兴和你聊天！',
  ANSWER_REFUSED: 'AI的回答里有不适合的内容，已经停下来了，换个问题试试吧',

  // Files
  FILE_NOT_FOUND: '文件不存在或已被删除',
} as const;
