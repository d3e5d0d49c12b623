import {
  AccountType,
  FANBOOK_SUB_TYPES,
  ToolType,
  type TAiToolClassGroup,
  type TClassListItem,
} from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import {
  classStatusProblem,
  isToolOpen,
  launchOfTool,
  studentCanUse,
  teacherClassesForTool,
} from './tile-access';
import { hasAiClass } from '../../shared/stores/ai-class';
import { TOOL_TILES, type TToolKey } from './tool-tiles';

/** The demo server's classes, as get-class-list sends them. */
function demoClass(overrides: Partial<TClassListItem>): TClassListItem {
  return {
    id: 1,
    worksCourseClassId: 1,
    courseClassName: '',
    courseClassStatus: 60,
    platformSemesterId: 1,
    platformSemesterName: '2026秋季学期',
    schoolId: 1,
    schoolName: '好多AI实验小学',
    aiToolTypes: [],
    aiToolSubTypes: [],
    availableAi: true,
    effectiveEndDate: null,
    hasInviteCode: true,
    classCode: null,
    studentCount: null,
    limitStudentSize: null,
    studentCreateModeType: 2,
    ...overrides,
  };
}

const AI3001 = demoClass({
  id: 1,
  courseClassName: '三年级AI创作班',
  aiToolTypes: [1, 2, 3, 4],
  aiToolSubTypes: [6, 11, 12, 13, 14, 15, 31, 41],
});
const AI4001 = demoClass({
  id: 2,
  courseClassName: '四年级绘本班',
  aiToolTypes: [1],
  aiToolSubTypes: [12],
  hasInviteCode: false,
});
const OLD001 = demoClass({
  id: 3,
  courseClassName: '往期体验班',
  courseClassStatus: 99,
  aiToolTypes: [1],
  aiToolSubTypes: [12, 11],
  availableAi: false,
});
const AI7001 = demoClass({
  id: 4,
  courseClassName: '初一AI社团',
  schoolId: 2,
  schoolName: '未来科技中学',
  aiToolTypes: [2, 3],
  aiToolSubTypes: [6, 11, 31],
});

/** The AI tool class group as the server builds it from a teacher's classes. */
function groupOf(classes: TClassListItem[]): TAiToolClassGroup {
  const only = (type: number) =>
    classes
      .filter((c) => c.aiToolSubTypes.includes(type))
      .map((c) => ({ ...c, aiToolSubTypes: [type] }));
  const fanbook: readonly number[] = FANBOOK_SUB_TYPES;
  return {
    agentClassList: only(ToolType.AGENT),
    fanbookClassList: classes
      .map((c) => ({ ...c, aiToolSubTypes: c.aiToolSubTypes.filter((t) => fanbook.includes(t)) }))
      .filter((c) => c.aiToolSubTypes.length > 0),
    aiEnlightenmentClassList: only(ToolType.AI_ENLIGHTENMENT),
    aiHardwareClassList: only(ToolType.AI_HARDWARE),
  };
}

const ALL: TToolKey[] = TOOL_TILES.map((tile) => tile.key);

function openKeys(context: Parameters<typeof isToolOpen>[1]): TToolKey[] {
  return TOOL_TILES.filter((tile) => isToolOpen(tile.toolType, context)).map((tile) => tile.key);
}

describe('student tiles: the current class decides', () => {
  it.each([
    ['三年级AI创作班 (AI3001)', AI3001, ALL],
    ['四年级绘本班 (AI4001)', AI4001, ['draw']],
    ['往期体验班 (OLD001, closed)', OLD001, []],
    ['初一AI社团 (AI7001, no community service)', AI7001, ['agent', 'workshop']],
    ['no class at all', null, []],
  ] as const)('%s', (_name, courseClass, expected) => {
    expect(
      openKeys({
        signedIn: true,
        accountType: AccountType.STUDENT,
        currentCourseClass: courseClass,
        group: null,
        openTools: null,
      }),
    ).toEqual(expected);
  });

  it('needs the school to have opened the tool as well', () => {
    expect(studentCanUse(ToolType.VIDEO, AI3001, [11, 12])).toBe(false);
    expect(studentCanUse(ToolType.DRAW, AI3001, [11, 12])).toBe(true);
  });

  it('needs the class to have AI available, whatever it carries', () => {
    expect(studentCanUse(ToolType.DRAW, { ...AI3001, availableAi: false })).toBe(false);
  });
});

describe('teacher tiles: the classes that carry the tool decide', () => {
  it.each([
    ['teaches 三年级AI创作班', [AI3001], ALL],
    ['teaches 四年级绘本班', [AI4001], ['draw']],
    ['teaches 往期体验班 (closed: listed, refused on opening)', [OLD001], ['language', 'draw']],
    ['teaches 初一AI社团', [AI7001], ['language', 'agent', 'workshop']],
    ['teaches nothing', [], []],
  ] as const)('%s', (_name, classes, expected) => {
    expect(
      openKeys({
        signedIn: true,
        accountType: AccountType.TEACHER,
        currentCourseClass: null,
        group: groupOf([...classes]),
        openTools: null,
      }),
    ).toEqual(expected);
  });

  it('offers every class carrying the tool, so a picker appears for several', () => {
    const group = groupOf([AI3001, OLD001]);
    expect(teacherClassesForTool(ToolType.DRAW, group).map((c) => c.id)).toEqual([1, 3]);
    expect(teacherClassesForTool(ToolType.AGENT, group).map((c) => c.id)).toEqual([1]);
    expect(teacherClassesForTool(ToolType.DRAW, group, [11])).toEqual([]);
  });
});

describe('visitors and launches', () => {
  it('shows every tile open to a visitor (opening asks to sign in)', () => {
    expect(
      openKeys({
        signedIn: false,
        accountType: null,
        currentCourseClass: null,
        group: null,
        openTools: null,
      }),
    ).toEqual(ALL);
  });

  it('launches the community tools, the agent, the workshop (/ai) and the hardware', () => {
    expect(TOOL_TILES.map((tile) => launchOfTool(tile.toolType))).toEqual([
      'community',
      'community',
      'community',
      'community',
      'community',
      'agent',
      'workshop',
      'hardware',
    ]);
  });

  it('warns `${className}${statusLabel}，不可使用` outside INIT, OPENING and IMPLEMENT', () => {
    expect(classStatusProblem(OLD001)).toBe('往期体验班已关闭，不可使用');
    expect(classStatusProblem({ ...AI3001, courseClassStatus: 100 })).toBe(
      '三年级AI创作班已完成，不可使用',
    );
    for (const status of [10, 60, 110]) {
      expect(classStatusProblem({ ...AI3001, courseClassStatus: status })).toBeNull();
    }
  });

  it('lets a student try AI only with an AI-enabled class', () => {
    expect(hasAiClass(AI3001)).toBe(true);
    expect(hasAiClass(OLD001)).toBe(false);
    expect(hasAiClass(null)).toBe(false);
  });
});
