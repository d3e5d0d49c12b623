import { AccountType, ClassStatus, ServiceType, StaffType, ToolType } from '@haoduo/contract';

/** The demo accounts, one or more per role, so a newcomer can try every role. */

export const DEMO_SCHOOLS = [
  { key: 'primary', name: '好多AI实验小学' },
  { key: 'middle', name: '未来科技中学' },
] as const;
export type TDemoSchoolKey = (typeof DEMO_SCHOOLS)[number]['key'];

export const DEMO_SEMESTERS = [
  {
    key: 'autumn',
    name: '2026秋季学期',
    startDate: '2026-09-01',
    endDate: '2027-01-31',
    current: true,
  },
  {
    key: 'spring',
    name: '2026春季学期',
    startDate: '2026-02-15',
    endDate: '2026-07-10',
    current: false,
  },
] as const;

export const DEMO_TEACHER_PASSWORD = 'Teach1234';
export const DEMO_STUDENT_PASSWORD = 'Stud1234';
export const DEMO_ADMIN_PASSWORD = 'Admin12345';

export const DEMO_TEACHERS = [
  {
    name: '王老师',
    mobile: '13800000001',
    password: DEMO_TEACHER_PASSWORD,
    schools: ['primary', 'middle'],
  },
  { name: '李老师', mobile: '13800000002', password: DEMO_TEACHER_PASSWORD, schools: ['primary'] },
  { name: '赵老师', mobile: '13800000003', password: null, schools: ['primary'] },
] as const satisfies readonly {
  name: string;
  mobile: string;
  password: string | null;
  schools: readonly TDemoSchoolKey[];
}[];

/** The trial visitor: a teacher-type trial account. 13900000001 has none. */
export const DEMO_TRIAL_VISITOR = {
  name: '体验用户',
  mobile: '13900000000',
  school: 'primary',
} as const;

export const ALL_TOOL_SUB_TYPES = [
  ToolType.AGENT,
  ToolType.LANGUAGE,
  ToolType.DRAW,
  ToolType.MUSIC,
  ToolType.VIDEO,
  ToolType.THREE_D,
  ToolType.AI_ENLIGHTENMENT,
  ToolType.AI_HARDWARE,
];

export const DEMO_CLASSES = [
  {
    key: 'AI3001',
    name: '三年级AI创作班',
    school: 'primary',
    status: ClassStatus.IN_SESSION,
    serviceType: ServiceType.FANBOOK,
    aiToolTypes: [
      ServiceType.FANBOOK,
      ServiceType.AGENT,
      ServiceType.AI_WORKSHOP,
      ServiceType.AI_HARDWARE,
    ],
    aiToolSubTypes: ALL_TOOL_SUB_TYPES,
    inviteCode: 'HDAI3001',
    teachers: ['13800000001', '13800000002'],
  },
  {
    key: 'AI4001',
    name: '四年级绘本班',
    school: 'primary',
    status: ClassStatus.IN_SESSION,
    serviceType: ServiceType.FANBOOK,
    aiToolTypes: [ServiceType.FANBOOK],
    aiToolSubTypes: [ToolType.DRAW],
    inviteCode: null,
    teachers: ['13800000002'],
  },
  {
    key: 'OLD001',
    name: '往期体验班',
    school: 'primary',
    status: ClassStatus.CLOSED,
    serviceType: ServiceType.FANBOOK,
    aiToolTypes: [ServiceType.FANBOOK],
    aiToolSubTypes: [ToolType.DRAW, ToolType.LANGUAGE],
    inviteCode: 'HDOLD001',
    teachers: ['13800000001'],
  },
  {
    key: 'AI7001',
    name: '初一AI社团',
    school: 'middle',
    status: ClassStatus.IN_SESSION,
    serviceType: ServiceType.AGENT,
    aiToolTypes: [ServiceType.AGENT, ServiceType.AI_WORKSHOP],
    aiToolSubTypes: [ToolType.AGENT, ToolType.LANGUAGE, ToolType.AI_ENLIGHTENMENT],
    inviteCode: 'HDAI7001',
    teachers: ['13800000001'],
  },
] as const;
export type TDemoClassKey = (typeof DEMO_CLASSES)[number]['key'];

export const DEMO_STUDENTS = [
  { name: '张小明', username: 'stu001', classes: ['AI3001', 'AI7001'] },
  { name: '李小红', username: 'stu002', classes: ['AI4001'] },
  { name: '陈小刚', username: 'stu009', classes: ['OLD001'] },
] as const satisfies readonly {
  name: string;
  username: string;
  classes: readonly TDemoClassKey[];
}[];

export const DEMO_ADMIN = {
  name: '平台管理员',
  username: 'admin',
  mobile: '13700000000',
  password: DEMO_ADMIN_PASSWORD,
  staffType: StaffType.SUPER_ADMIN,
} as const;

export const TEACHER = AccountType.TEACHER;
export const STUDENT = AccountType.STUDENT;
