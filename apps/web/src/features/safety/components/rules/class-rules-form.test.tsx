import { safetyRuleEndpoints as E, SafetyMessages } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/render';
import { rulesOf, signInTeacher } from '../../test/fixtures';
import { ClassRulesForm } from './class-rules-form';

describe('a class’s safety rules', { timeout: 90_000 }, () => {
  beforeEach(signInTeacher);

  it('shows the school’s rules and saves the class’s own on top of them', async () => {
    const server = mockServer(
      answer(E.classDetail, rulesOf()),
      answer(E.classSet, ({ input }) =>
        rulesOf({
          blockedWords: input.blockedWords,
          allowedWords: input.allowedWords,
          strictness: input.strictness,
          refusalMessage: input.refusalMessage,
          galleryKinds: input.galleryKinds,
        }),
      ),
    );
    renderInApp(<ClassRulesForm classId={4} />);
    expect(await screen.findByRole('heading', { name: '安全规则' })).toBeInTheDocument();
    expect(screen.getByText('学校已设置：打架')).toBeInTheDocument();
    expect(screen.getByText('学校已设置：手枪虾')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '跟随学校（标准）' })).toBeChecked();
    // The pupil's view of a refusal: the default kind message, and that it was free.
    expect(screen.getByRole('note', { name: '学生会看到' })).toHaveTextContent(
      SafetyMessages.REFUSED,
    );

    // Pasted (faster than typing on a busy machine): the separators make the words.
    await userEvent.click(screen.getByLabelText('本班额外屏蔽的词语'));
    await userEvent.paste('鬼屋，僵尸，');
    await userEvent.click(screen.getByLabelText('本班允许的词语'));
    await userEvent.paste('枪乌贼，');
    // antd's button-style radios take the click on their label.
    await userEvent.click(screen.getByText('严格', { exact: true }));
    expect(screen.getByText('低年级推荐：可疑的内容也会拦截')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('拦截时对学生说的话'));
    await userEvent.paste('换个温暖的主意吧！');
    expect(screen.getByRole('note', { name: '学生会看到' })).toHaveTextContent(
      '换个温暖的主意吧！',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: '跟随学校' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '音乐' }));
    expect(screen.getByRole('radio', { name: '严格' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '保存规则' }));

    await waitFor(() => expect(server.callsTo(E.classSet)).toHaveLength(1));
    expect(server.callsTo(E.classSet)[0]!.input).toEqual({
      classId: 4,
      blockedWords: ['鬼屋', '僵尸'],
      allowedWords: ['枪乌贼'],
      strictness: 'strict',
      refusalMessage: '换个温暖的主意吧！',
      galleryKinds: ['book', 'picture', 'music'],
    });
    expect(await screen.findByText('安全规则已保存')).toBeInTheDocument();
  });

  it('refuses a word longer than 20 characters', async () => {
    const server = mockServer(answer(E.classDetail, rulesOf()));
    renderInApp(<ClassRulesForm classId={4} />);
    await userEvent.click(await screen.findByLabelText('本班额外屏蔽的词语'));
    await userEvent.paste('这是一个非常非常非常非常非常长的屏蔽词语啊，');
    await userEvent.click(screen.getByRole('button', { name: '保存规则' }));
    expect(await screen.findByText('每个词语最多20个字')).toBeInTheDocument();
    expect(server.callsTo(E.classSet)).toHaveLength(0);
  });

  it('keeps the school’s values for what the class left empty', async () => {
    const server = mockServer(
      answer(E.classDetail, rulesOf({ blockedWords: ['鬼屋'] })),
      answer(E.classSet, rulesOf({ blockedWords: ['鬼屋'] })),
    );
    renderInApp(<ClassRulesForm classId={4} />);
    await userEvent.click(await screen.findByRole('button', { name: '保存规则' }));
    await waitFor(() => expect(server.callsTo(E.classSet)).toHaveLength(1));
    expect(server.callsTo(E.classSet)[0]!.input).toEqual({
      classId: 4,
      blockedWords: ['鬼屋'],
      allowedWords: [],
      strictness: null,
      refusalMessage: null,
      galleryKinds: null,
    });
  });
});
