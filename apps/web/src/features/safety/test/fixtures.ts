import { AccountType, type TSafetyAlert, type TSafetyClassRules } from '@haoduo/contract';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';

/** 李老师 signed in, as the safety tests' teacher. */
export function signInTeacher(): void {
  useAppStore.setState(initialAppState());
  useAppStore.setState({
    token: 'tok',
    accountType: AccountType.TEACHER,
    user: {
      accountUserId: 2,
      accountName: '李老师',
      schoolId: 1,
      schoolName: '好多AI实验小学',
      accountType: AccountType.TEACHER,
    },
  });
}

export function alertOf(patch: Partial<TSafetyAlert> = {}): TSafetyAlert {
  return {
    id: 7,
    classId: 4,
    courseClassName: '四年级绘本班',
    schoolId: 1,
    studentId: 31,
    studentName: '李小红',
    tool: 'chat',
    kind: 'self-harm',
    severity: 'critical',
    status: 'open',
    message: '我不想活了，活着没意思',
    context: [
      { role: 'pupil', text: '今天考试没考好', at: '2026-11-26T06:00:00.000Z' },
      { role: 'assistant', text: '没关系，下次努力！', at: '2026-11-26T06:00:05.000Z' },
    ],
    note: null,
    acknowledgedByName: null,
    acknowledgedAt: null,
    closedByName: null,
    closedAt: null,
    createdAt: '2026-11-26T06:01:00.000Z',
    ...patch,
  };
}

export function rulesOf(patch: Partial<TSafetyClassRules['class']> = {}): TSafetyClassRules {
  const school = {
    blockedWords: ['打架'],
    allowedWords: ['手枪虾'],
    strictness: 'standard' as const,
    refusalMessage: null,
    galleryKinds: ['book' as const, 'picture' as const],
  };
  const own = {
    blockedWords: [],
    allowedWords: [],
    strictness: null,
    refusalMessage: null,
    galleryKinds: null,
    ...patch,
  };
  return {
    classId: 4,
    courseClassName: '四年级绘本班',
    schoolId: 1,
    school,
    class: own,
    effective: school,
    updatedAt: null,
  };
}
