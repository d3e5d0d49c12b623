import {
  AccountType,
  AGENT_USABLE_CLASS_STATUSES,
  CLASS_STATUS_LABELS,
  ClassMessages,
  formatMessage,
  ServiceType,
  ToolType,
  type TAccountType,
  type TAiToolClassGroup,
  type TClassListItem,
  type TClassStatus,
  type TCourseClass,
  type TServiceType,
  type TToolType,
} from '@haoduo/contract';

/** The service type (a class's aiToolTypes) each tool belongs to. */
export const SERVICE_OF_TOOL: Record<TToolType, TServiceType> = {
  [ToolType.AGENT]: ServiceType.AGENT,
  [ToolType.LANGUAGE]: ServiceType.FANBOOK,
  [ToolType.DRAW]: ServiceType.FANBOOK,
  [ToolType.MUSIC]: ServiceType.FANBOOK,
  [ToolType.VIDEO]: ServiceType.FANBOOK,
  [ToolType.THREE_D]: ServiceType.FANBOOK,
  [ToolType.AI_ENLIGHTENMENT]: ServiceType.AI_WORKSHOP,
  [ToolType.AI_HARDWARE]: ServiceType.AI_HARDWARE,
};

/** What happens when a tile opens: one of four kinds. */
export type TToolLaunch = 'community' | 'agent' | 'workshop' | 'hardware';

export function launchOfTool(toolType: TToolType): TToolLaunch {
  if (toolType === ToolType.AGENT) return 'agent';
  if (toolType === ToolType.AI_ENLIGHTENMENT) return 'workshop';
  if (toolType === ToolType.AI_HARDWARE) return 'hardware';
  return 'community';
}

/** A school's opened tools; null when unknown (then only the class decides). */
export type TOpenTools = readonly number[] | null;

function schoolOpened(toolType: TToolType, openTools: TOpenTools): boolean {
  return openTools === null || openTools.includes(toolType);
}

/**
 * Student access: the current class has AI available and carries the
 * tool's type (aiToolTypes) and sub type (aiToolSubTypes), and the school has opened it.
 */
export function studentCanUse(
  toolType: TToolType,
  courseClass: TCourseClass | null,
  openTools: TOpenTools = null,
): boolean {
  return (
    courseClass !== null &&
    courseClass.availableAi !== false &&
    courseClass.aiToolTypes.includes(SERVICE_OF_TOOL[toolType]) &&
    courseClass.aiToolSubTypes.includes(toolType) &&
    schoolOpened(toolType, openTools)
  );
}

/**
 * The classes a teacher may open a tool from: the AI workshop and AI
 * hardware need a class listed for that sub type, the agent any agent class, the other
 * tools a class of the community-tool list containing the sub type.
 */
export function teacherClassesForTool(
  toolType: TToolType,
  group: TAiToolClassGroup | null,
  openTools: TOpenTools = null,
): TClassListItem[] {
  if (group === null || !schoolOpened(toolType, openTools)) return [];
  switch (toolType) {
    case ToolType.AGENT:
      return group.agentClassList;
    case ToolType.AI_ENLIGHTENMENT:
      return group.aiEnlightenmentClassList.filter((c) => c.aiToolSubTypes.includes(toolType));
    case ToolType.AI_HARDWARE:
      return group.aiHardwareClassList.filter((c) => c.aiToolSubTypes.includes(toolType));
    default:
      return group.fanbookClassList.filter((c) => c.aiToolSubTypes.includes(toolType));
  }
}

export interface TTileContext {
  signedIn: boolean;
  accountType: TAccountType | null;
  currentCourseClass: TCourseClass | null;
  group: TAiToolClassGroup | null;
  openTools: TOpenTools;
}

/** Whether a tile is open for the viewer; visitors see every tile (opening asks to sign in). */
export function isToolOpen(toolType: TToolType, context: TTileContext): boolean {
  if (!context.signedIn) return true;
  if (context.accountType === AccountType.TEACHER) {
    return teacherClassesForTool(toolType, context.group, context.openTools).length > 0;
  }
  return studentCanUse(toolType, context.currentCourseClass, context.openTools);
}

/**
 * Why a class's tools cannot be used now: the agent rule (only
 * INIT, OPENING or IMPLEMENT), worded `${className}${statusLabel}，不可使用`; else null.
 */
export function classStatusProblem(courseClass: {
  courseClassName: string;
  courseClassStatus: number;
}): string | null {
  const status = courseClass.courseClassStatus as TClassStatus;
  if (AGENT_USABLE_CLASS_STATUSES.includes(status)) return null;
  return formatMessage(ClassMessages.CLASS_NOT_USABLE, {
    className: courseClass.courseClassName,
    statusLabel: CLASS_STATUS_LABELS[status] ?? '',
  });
}
