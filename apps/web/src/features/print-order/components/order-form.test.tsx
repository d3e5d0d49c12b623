import { regionEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { OrderForm } from './order-form';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

const PROVINCES = [
  { id: 330000, name: '浙江省', children: [{ id: 330100, name: '杭州市', parentId: 330000 }] },
];
const DISTRICTS = [{ id: 330106, name: '西湖区', parentId: 330100 }];
const QUOTA = {
  classId: 1,
  semesterId: 1,
  freeCopies: 2,
  used: 1,
  remaining: 1,
  unitPriceFen: 2300,
};

function renderForm(onSubmit = vi.fn()) {
  mockServer(
    answer(regionEndpoints.cities, PROVINCES),
    answer(regionEndpoints.districts, DISTRICTS),
  );
  renderInApp(
    <OrderForm
      worksName="小兔子郊游记"
      defaultAuthor="小明"
      unitPriceFen={2300}
      quota={QUOTA}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return onSubmit;
}

describe('the print order form', () => {
  it('uses the free copies first and shows the rest in CNY', async () => {
    renderForm();
    expect(screen.getByText('本学期免费印刷 2 本，已用 1 本，剩余 1 本')).toBeInTheDocument();
    expect(screen.getByTestId('print-amount')).toHaveTextContent('¥0.00');
    expect(screen.getByRole('button', { name: '使用免费额度下单' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+1' }));
    expect(screen.getByTestId('print-amount')).toHaveTextContent('¥23.00');
    expect(screen.getByText('免费 1 本')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeInTheDocument();
  });

  it('says what is missing and sends nothing', async () => {
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: '使用免费额度下单' }));
    expect(await screen.findByText('请填写收货人')).toBeInTheDocument();
    expect(screen.getByText('请填写手机号')).toBeInTheDocument();
    expect(screen.getByText('请填写所在地区')).toBeInTheDocument();
    expect(screen.getByText('请填写详细地址')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends copies, size, author and the address with region ids', async () => {
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: '+1' }));
    await user.type(screen.getByLabelText('收货人'), '张妈妈');
    await user.type(screen.getByLabelText('手机号'), '13900001111');
    await user.selectOptions(await screen.findByRole('combobox', { name: '省' }), '浙江省');
    await user.selectOptions(screen.getByRole('combobox', { name: '市' }), '杭州市');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '区县' })).toBeEnabled());
    await user.selectOptions(await screen.findByRole('combobox', { name: '区县' }), '西湖区');
    await user.type(screen.getByLabelText('详细地址'), '文三路 1 号');
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    expect(onSubmit).toHaveBeenCalledWith({
      printNum: 2,
      bookSize: 'a5-landscape',
      authorName: '小明',
      logisticsReceiver: '张妈妈',
      logisticsReceiverMobile: '13900001111',
      logisticsAddress: '文三路 1 号',
      province: 330000,
      city: 330100,
      district: 330106,
    });
  });
});
