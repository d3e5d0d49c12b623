import { safetyRuleEndpoints, SafetyMessages, schoolEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { staffSession } from '../../test/render-app';
import { SafetyRulesPage } from './safety-rules-page';

const school = (id: number, name: string) => ({
  id,
  name,
  provinceId: null,
  cityId: null,
  districtId: null,
  regionName: '浙江省杭州市西湖区',
  address: null,
  contactName: null,
  contactMobile: null,
  status: 1,
  aiToolTypes: [],
  createdAt: '2026-01-01T00:00:00+08:00',
});

const RULES = {
  schoolId: 1,
  schoolName: '好多AI实验小学',
  rules: {
    blockedWords: ['打架'],
    allowedWords: [],
    strictness: 'standard' as const,
    refusalMessage: null,
    galleryKinds: ['book' as const, 'picture' as const],
  },
  updatedAt: null,
};

const MANAGER = staffSession(['safety:rules-query', 'safety:rules-edit', 'school:page']);

function oneSchool() {
  return answer(schoolEndpoints.page, {
    list: [school(1, '好多AI实验小学')],
    total: 1,
    currentPage: 1,
    pageSize: 2,
  });
}

describe('school safety rules page', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens a school manager's own school and saves the edited rules", async () => {
    const server = mockServer(
      oneSchool(),
      answer(safetyRuleEndpoints.schoolDetail, RULES),
      answer(safetyRuleEndpoints.schoolSet, (call) => ({
        ...RULES,
        rules: { ...RULES.rules, ...(call.input as object) },
        updatedAt: '2026-11-26T10:00:00+08:00',
      })),
    );
    renderPage(<SafetyRulesPage />, { session: MANAGER });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('好多AI实验小学 的内容安全规则')).toBeInTheDocument();
    expect(server.callsTo(safetyRuleEndpoints.schoolDetail)[0]?.input).toEqual({ schoolId: '1' });
    await user.type(screen.getByLabelText('本校额外屏蔽的词语'), '  抽烟 {Enter}');
    await user.type(screen.getByLabelText('本校允许的词语'), '手枪虾{Enter}');
    await user.click(screen.getByText('严格'));
    await user.type(screen.getByLabelText('拦截时对学生说的话'), '换个温暖的主题吧');
    await user.click(screen.getByRole('checkbox', { name: '绘画' }));
    await user.click(screen.getByRole('checkbox', { name: '音乐' }));
    await user.click(screen.getByRole('button', { name: /保存规则/ }));

    await waitFor(() =>
      expect(server.callsTo(safetyRuleEndpoints.schoolSet)[0]?.input).toEqual({
        schoolId: 1,
        blockedWords: ['打架', '抽烟'],
        allowedWords: ['手枪虾'],
        strictness: 'strict',
        refusalMessage: '换个温暖的主题吧',
        galleryKinds: ['book', 'music'],
      }),
    );
  });

  it('refuses a word over 20 characters and a refusal message over 100', async () => {
    const server = mockServer(
      oneSchool(),
      answer(safetyRuleEndpoints.schoolDetail, RULES),
      answer(safetyRuleEndpoints.schoolSet, RULES),
    );
    renderPage(<SafetyRulesPage />, { session: MANAGER });
    const user = userEvent.setup({ delay: null });

    await screen.findByText('好多AI实验小学 的内容安全规则');
    await user.type(screen.getByLabelText('本校额外屏蔽的词语'), `${'长'.repeat(21)}{Enter}`);
    await user.click(screen.getByLabelText('拦截时对学生说的话'));
    await user.paste('好'.repeat(101));
    await user.click(screen.getByRole('button', { name: /保存规则/ }));

    expect(await screen.findByText(SafetyMessages.WORD_TOO_LONG)).toBeInTheDocument();
    expect(await screen.findByText(SafetyMessages.REFUSAL_MESSAGE_TOO_LONG)).toBeInTheDocument();
    expect(server.callsTo(safetyRuleEndpoints.schoolSet)).toHaveLength(0);
  });

  it('asks platform staff to pick a school first', async () => {
    const server = mockServer(
      answer(schoolEndpoints.page, {
        list: [school(1, '好多AI实验小学'), school(2, '未来科技中学')],
        total: 2,
        currentPage: 1,
        pageSize: 2,
      }),
      answer(safetyRuleEndpoints.schoolDetail, {
        ...RULES,
        schoolId: 2,
        schoolName: '未来科技中学',
      }),
    );
    renderPage(<SafetyRulesPage />);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('先选择一所学校')).toBeInTheDocument();
    expect(server.callsTo(safetyRuleEndpoints.schoolDetail)).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: '学校' }));
    await user.click(await screen.findByText('未来科技中学'));

    expect(await screen.findByText('未来科技中学 的内容安全规则')).toBeInTheDocument();
    expect(server.callsTo(safetyRuleEndpoints.schoolDetail)[0]?.input).toEqual({ schoolId: '2' });
  });

  it('shows the rules without a save button to staff who may only read them', async () => {
    mockServer(oneSchool(), answer(safetyRuleEndpoints.schoolDetail, RULES));
    renderPage(<SafetyRulesPage />, {
      session: staffSession(['safety:rules-query', 'school:page']),
    });

    expect(await screen.findByText('你没有修改安全规则的权限。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保存规则/ })).not.toBeInTheDocument();
  });
});
