/** What the safety of minors says, to pupils, teachers and school managers (Chinese). */
export const SafetyMessages = {
  /** The caring answer to a pupil whose message may disclose they are at risk. */
  CARING_ANSWER:
    '谢谢你愿意说出来，你的感受很重要。请马上告诉一位你信任的大人，比如老师、爸爸妈妈或其他家人。你也可以拨打心理援助热线12356，或青少年服务台12355，那里有人愿意听你说。你并不孤单。',
  /** A refusal by the gate when no other message applies. */
  REFUSED: '这个内容不适合在这里创作，换个主意试试吧',
  PUPIL_PAUSED: '老师暂停了你使用AI工具，请先和老师聊一聊',
  PUPIL_TOOL_LOCKED: '老师暂时锁定了你使用{tool}，先试试别的吧',
  GALLERY_KIND_NOT_ALLOWED: '学校没有开放这类作品发布到公开作品广场，可以先保存在自己的作品里',
  ALERT_NOT_FOUND: '这条提醒不存在或已被删除',
  ALERT_CLOSED: '这条提醒已经关闭了',
  NOTE_REQUIRED: '请写下处理情况再关闭提醒',
  NOTE_TOO_LONG: '处理情况太长了，请精简到500字以内',
  WORD_TOO_LONG: '每个词语最多20个字',
  WORDS_TOO_MANY: '词语最多200个',
  REFUSAL_MESSAGE_TOO_LONG: '提示语最多100个字',
  NOT_CLASS_TEACHER: '只有这个班级的老师才能查看和设置',
  STUDENT_NOT_IN_CLASS: '这位学生不在这个班级里',
  DATE_INVALID: '日期格式不对，请写成2026-01-31这样',
} as const;

/** Labels of the alert kinds, for teachers. */
export const SAFETY_ALERT_KIND_LABELS = {
  'self-harm': '可能伤害自己',
  abuse: '可能受到伤害或虐待',
  violence: '可能发生暴力',
} as const;
