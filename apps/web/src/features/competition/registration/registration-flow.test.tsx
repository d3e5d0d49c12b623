import { competitionAppEndpoints, regionEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { DISTRICTS, PROVINCES, registrationFixture } from '../testing/competition-fixture';
import { RegistrationFlow } from './registration-flow';

vi.setConfig({ testTimeout: 30_000 });

const user = userEvent.setup({ delay: null });
// 11010520150307003 has the check character X.
const VALID_ID = '11010520150307003X';
const WRONG_CHECK_DIGIT = '110105201503070031';

function serve() {
  return mockServer(
    answer(regionEndpoints.cities, PROVINCES),
    answer(regionEndpoints.districts, DISTRICTS),
    answer(competitionAppEndpoints.schools, [{ id: 5, name: '好多AI实验小学' }]),
    answer(competitionAppEndpoints.commitRegistration, registrationFixture()),
  );
}

async function fillValidForm(idCard: string) {
  await user.type(screen.getByLabelText('学生姓名'), '王小明');
  await user.type(screen.getByLabelText('证件号码'), idCard);
  await user.click(screen.getByRole('radio', { name: '三年级' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: '省份' }), '北京市');
  await user.selectOptions(screen.getByRole('combobox', { name: '城市' }), '北京市');
  await waitFor(() => expect(screen.getByRole('combobox', { name: '区县' })).toBeEnabled());
  await user.selectOptions(await screen.findByRole('combobox', { name: '区县' }), '朝阳区');
  await user.click(await screen.findByRole('button', { name: '好多AI实验小学' }));
  await user.type(screen.getByLabelText('家长手机号'), '13800000000');
}

describe('competition registration', () => {
  it('refuses a resident id with a wrong check digit in Chinese and sends nothing', async () => {
    const server = serve();
    renderInApp(<RegistrationFlow competition={{ id: 7, groupList: [] }} onDone={vi.fn()} />);
    await fillValidForm(WRONG_CHECK_DIGIT);
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
    expect(await screen.findByText('身份证号码校验位不正确，请核对后重新输入')).toBeInTheDocument();
    expect(screen.getByLabelText('证件号码')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('请核对报名信息')).not.toBeInTheDocument();
    expect(server.callsTo(competitionAppEndpoints.commitRegistration)).toHaveLength(0);
  });

  it('says what is missing, then registers after the family checks the details', async () => {
    const server = serve();
    const onDone = vi.fn();
    renderInApp(
      <RegistrationFlow competition={{ id: 7, groupList: ['小学低年级组'] }} onDone={onDone} />,
    );
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
    expect(await screen.findByText('请输入学生姓名')).toBeInTheDocument();
    expect(screen.getByText('请选择年级')).toBeInTheDocument();
    expect(screen.getByText('请选择所在地区')).toBeInTheDocument();
    expect(screen.getByText('请选择学校')).toBeInTheDocument();
    expect(screen.getByText('请选择参赛组别')).toBeInTheDocument();

    await fillValidForm(VALID_ID.toLowerCase());
    await user.click(screen.getByRole('radio', { name: '小学低年级组' }));
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
    const summary = await screen.findByRole('heading', { name: '请核对报名信息' });
    expect(summary).toBeInTheDocument();
    expect(screen.getByText(VALID_ID)).toBeInTheDocument();
    expect(screen.getByText('北京市 / 北京市 / 朝阳区')).toBeInTheDocument();
    expect(server.callsTo(competitionAppEndpoints.commitRegistration)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '确认提交' }));
    const success = await screen.findByRole('status');
    expect(within(success).getByText('报名成功！')).toBeInTheDocument();
    expect(within(success).getByTestId('registration-number')).toHaveTextContent('1024');
    expect(server.callsTo(competitionAppEndpoints.commitRegistration)[0]?.input).toMatchObject({
      competitionId: 7,
      studentName: '王小明',
      idCardType: 1,
      grade: 3,
      provinceId: 11,
      cityId: 1101,
      districtId: 110105,
      schoolId: 5,
      mobile: '13800000000',
      registrationGroup: '小学低年级组',
    });
    await user.click(within(success).getByRole('button', { name: '查看我的报名' }));
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 1024, token: 'token-1024' }));
  });

  it('shows the server refusal of a duplicate above the details', async () => {
    mockServer(
      answer(regionEndpoints.cities, PROVINCES),
      answer(regionEndpoints.districts, DISTRICTS),
      answer(competitionAppEndpoints.schools, [{ id: 5, name: '好多AI实验小学' }]),
      answer(
        competitionAppEndpoints.commitRegistration,
        new MockFailure(409, '该证件号码已报名本次比赛，请勿重复报名'),
      ),
    );
    renderInApp(<RegistrationFlow competition={{ id: 7, groupList: [] }} onDone={vi.fn()} />);
    await fillValidForm(VALID_ID);
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
    await user.click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('该证件号码已报名本次比赛，请勿重复报名')).toBeInTheDocument();
  });

  it('modifies a registration with its token: the masked id number and mobile are typed again', async () => {
    const server = mockServer(
      answer(regionEndpoints.cities, PROVINCES),
      answer(regionEndpoints.districts, DISTRICTS),
      answer(competitionAppEndpoints.schools, [{ id: 5, name: '好多AI实验小学' }]),
      answer(competitionAppEndpoints.modifyRegistration, registrationFixture({ grade: 4 })),
    );
    const onDone = vi.fn();
    renderInApp(
      <RegistrationFlow
        competition={{ id: 7, groupList: [] }}
        existing={registrationFixture()}
        onDone={onDone}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: '修改报名信息' })).toBeInTheDocument();
    expect(screen.getByLabelText('学生姓名')).toHaveValue('王小明');
    expect(screen.getByText('好多AI实验小学')).toBeInTheDocument();
    expect(screen.getByText('为保护隐私，修改时请重新输入证件号码')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '四年级' }));
    await user.type(screen.getByLabelText('证件号码'), VALID_ID);
    await user.type(screen.getByLabelText('家长手机号'), '13800000000');
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
    await user.click(await screen.findByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo(competitionAppEndpoints.modifyRegistration)[0]?.input).toMatchObject({
      id: 1024,
      token: 'token-1024',
      grade: 4,
      schoolId: 5,
      idCard: VALID_ID,
    });
  });
});
