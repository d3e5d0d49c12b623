import {
  AI_POINT_OWNER_LABELS,
  AI_POINT_RULE_LABELS,
  AI_POINT_TYPE_LABELS,
  AI_TOOL_LABELS,
  AUDIT_STATUS_LABELS,
  CLASS_STATUS_LABELS,
  DATA_SCOPE_LABELS,
  FILE_TASK_STATUS_LABELS,
  FILE_TASK_TYPE_LABELS,
  MASKED_FIELD_LABELS,
  MEMBER_STATUS_LABELS,
  STAFF_TYPE_LABELS,
  STUDENT_CREATE_MODE_LABELS,
  TEACHER_ROLE_LABELS,
  WORK_TYPE_LABELS,
  WORKS_STATUS_LABELS,
} from '@haoduo/contract';

const s = (text: string | undefined) => text ?? '';

/** Labels of contract values: the Chinese as the contract gives them (English beside it). */
export const labels = {
  classStatus: { ...CLASS_STATUS_LABELS },
  teacherRole: { ...TEACHER_ROLE_LABELS },
  staffType: {
    1: s(STAFF_TYPE_LABELS[1]),
    2: s(STAFF_TYPE_LABELS[2]),
    3: s(STAFF_TYPE_LABELS[3]),
    4: s(STAFF_TYPE_LABELS[4]),
  },
  studentCreateMode: { ...STUDENT_CREATE_MODE_LABELS },
  memberStatus: { ...MEMBER_STATUS_LABELS },
  workType: { ...WORK_TYPE_LABELS },
  auditStatus: {
    0: s(AUDIT_STATUS_LABELS[0]),
    1: s(AUDIT_STATUS_LABELS[1]),
    2: s(AUDIT_STATUS_LABELS[2]),
  },
  worksStatus: {
    0: s(WORKS_STATUS_LABELS[0]),
    1: s(WORKS_STATUS_LABELS[1]),
    2: s(WORKS_STATUS_LABELS[2]),
    3: s(WORKS_STATUS_LABELS[3]),
  },
  aiTool: { ...AI_TOOL_LABELS },
  aiPointRule: { ...AI_POINT_RULE_LABELS },
  aiPointOwner: { ...AI_POINT_OWNER_LABELS },
  aiPointType: { ...AI_POINT_TYPE_LABELS },
  fileTaskType: { ...FILE_TASK_TYPE_LABELS },
  fileTaskStatus: { ...FILE_TASK_STATUS_LABELS },
  dataScope: { ...DATA_SCOPE_LABELS },
  maskedField: { ...MASKED_FIELD_LABELS },
  /** Tool tiles as the learner site names them. */
  toolType: {
    11: '语言大模型',
    14: '视频大模型',
    13: '音乐大模型',
    12: '绘画大模型',
    15: '3D大模型',
    6: '智能体',
    31: 'AI工坊',
    41: 'AI硬件',
  },
  serviceType: { 1: '大模型创作', 2: '智能体', 3: 'AI工坊', 4: 'AI硬件' },
};
