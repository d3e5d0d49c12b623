import { competitionAppEndpoints, CompetitionMessages } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { competitionFixture, registrationFixture } from '../testing/competition-fixture';
import { MyRegistrationPanel } from './my-registration-panel';

vi.setConfig({ testTimeout: 30_000 });

const user = userEvent.setup({ delay: null });

async function lookUp(id: string, idCard: string, name: string) {
  await user.type(screen.getByLabelText('报名编号'), id);
  await user.type(screen.getByLabelText('证件号码'), idCard);
  await user.type(screen.getByLabelText('学生姓名'), name);
  await user.click(screen.getByRole('button', { name: '查询' }));
}

describe('my registration lookup', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for the three details before looking anything up', async () => {
    const server = mockServer();
    renderInApp(<MyRegistrationPanel competition={competitionFixture()} />);
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入报名编号')).toBeInTheDocument();
    expect(screen.getByText(CompetitionMessages.ID_CARD_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(CompetitionMessages.STUDENT_NAME_REQUIRED)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('says so when nothing matches', async () => {
    mockServer(
      answer(
        competitionAppEndpoints.detail,
        new MockFailure(404, CompetitionMessages.REGISTRATION_NOT_FOUND),
      ),
    );
    renderInApp(<MyRegistrationPanel competition={competitionFixture()} />);
    await lookUp('1024', '11010520150307002X', '王小红');
    expect(await screen.findByText(CompetitionMessages.REGISTRATION_NOT_FOUND)).toBeInTheDocument();
  });

  it('shows the registration masked, keeps it for the visit, and offers to modify it', async () => {
    const server = mockServer(
      answer(competitionAppEndpoints.detail, registrationFixture()),
      answer(competitionAppEndpoints.registrationDetail, registrationFixture()),
    );
    const view = renderInApp(<MyRegistrationPanel competition={competitionFixture()} />);
    await lookUp('1024', '11010520150307002x', ' 王小明 ');
    const card = await screen.findByRole('region', { name: '我的报名' });
    expect(within(card).getByText('报名编号：1024')).toBeInTheDocument();
    expect(within(card).getByText('110***********002X')).toBeInTheDocument();
    expect(within(card).getByText('好多AI实验小学')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '修改报名信息' })).toBeInTheDocument();
    expect(server.callsTo(competitionAppEndpoints.detail)[0]?.input).toEqual({
      id: '1024',
      idCard: '11010520150307002x',
      studentName: '王小明',
    });
    expect(JSON.parse(sessionStorage.getItem('competitionRegistration:7') ?? '{}')).toEqual({
      id: 1024,
      token: 'token-1024',
    });

    // Works: a visitor is asked to sign in first.
    expect(
      await screen.findByText('登录后可以选择你在好多AI上创作的作品，或上传作品文件'),
    ).toBeInTheDocument();

    // Another visit of the page in this browser session starts from the kept registration.
    view.unmount();
    renderInApp(<MyRegistrationPanel competition={competitionFixture()} />);
    expect(await screen.findByText('报名编号：1024')).toBeInTheDocument();
    expect(server.callsTo(competitionAppEndpoints.detail)).toHaveLength(1);
  });
});
