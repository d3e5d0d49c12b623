import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, MockFailure, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { workFixture } from '../testing/work-fixture';
import { BookEditor } from './book-editor';

const EDIT = '/api/v1/works-service/works/custom/edit';

function renderEditor() {
  const view = renderRoute('/book/edit?id=11', [
    { path: '/book/edit', element: <BookEditor work={workFixture()} /> },
    { path: '/user/my/book', element: <p>我的作品列表</p> },
  ]);
  const strip = screen.getByRole('navigation', { name: '绘本的页面' });
  const pages = () => within(strip).getAllByTestId('editor-page');
  const pageTexts = async () => {
    const texts: string[] = [];
    for (let i = 0; i < pages().length; i += 1) {
      fireEvent.click(within(strip).getByLabelText(`第 ${i + 1} 页`));
      texts.push((screen.getByLabelText(`第 ${i + 1} 页的文字`) as HTMLTextAreaElement).value);
    }
    return texts;
  };
  return { ...view, strip, pages, pageTexts };
}

describe('picture-book editor', { timeout: 120_000 }, () => {
  it('adds, deletes, reorders pages and undoes the last change', async () => {
    mockApi({ [`POST ${EDIT}`]: { id: 11 } });
    const { strip, pages, pageTexts } = renderEditor();
    expect(pages()).toHaveLength(3);
    expect(screen.getByRole('button', { name: /撤销/ })).toBeDisabled();

    fireEvent.click(within(strip).getByRole('button', { name: /添加一页/ }));
    expect(pages()).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: '删除这一页 第 1 页' }));
    expect(pages()).toHaveLength(3);
    expect(await pageTexts()).toEqual(['第二页', '第三页', '']);

    fireEvent.click(screen.getByRole('button', { name: '往前移 第 2 页' }));
    expect(await pageTexts()).toEqual(['第三页', '第二页', '']);

    fireEvent.click(screen.getByRole('button', { name: /撤销/ }));
    expect(await pageTexts()).toEqual(['第二页', '第三页', '']);
    fireEvent.click(screen.getByRole('button', { name: /撤销/ }));
    expect(pages()).toHaveLength(4);
  });

  it('reorders pages by dragging', () => {
    mockApi({ [`POST ${EDIT}`]: { id: 11 } });
    const { pages, pageTexts } = renderEditor();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'move',
    };
    fireEvent.dragStart(pages()[2]!, { dataTransfer });
    fireEvent.dragOver(pages()[0]!, { dataTransfer });
    fireEvent.drop(pages()[0]!, { dataTransfer });
    return expect(pageTexts()).resolves.toEqual(['第三页', '第一页', '第二页']);
  });

  it('saves by itself a moment after a change and shows the saved state', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({ [`POST ${EDIT}`]: { id: 11 } });
    renderEditor();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('已保存');
    fireEvent.change(screen.getByLabelText('作品名称'), { target: { value: '小猫钓月亮' } });
    expect(status).toHaveTextContent('有修改还没保存');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(callsTo(fetchMock, 'POST', EDIT)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(status).toHaveTextContent('已保存');
    const [call] = callsTo(fetchMock, 'POST', EDIT);
    expect(call?.body).toMatchObject({
      id: 11,
      worksName: '小猫钓月亮',
      worksPageList: [
        { picUrl: null, text: '第一页' },
        { picUrl: null, text: '第二页' },
        { picUrl: null, text: '第三页' },
      ],
    });
  });

  it('shows a failed save and tries again', async () => {
    vi.useFakeTimers();
    let fail = true;
    const fetchMock = mockApi({
      [`POST ${EDIT}`]: () => (fail ? new MockFailure(500, '服务器开小差了') : { id: 11 }),
    });
    renderEditor();
    fireEvent.change(screen.getByLabelText('作品名称'), { target: { value: '新名字' } });
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.getByRole('status')).toHaveTextContent('保存失败，稍后会再试');
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(screen.getByRole('status')).toHaveTextContent('已保存');
    expect(callsTo(fetchMock, 'POST', EDIT)).toHaveLength(2);
  });

  it('warns before leaving with unsaved changes', async () => {
    mockApi({ [`POST ${EDIT}`]: new MockFailure(500, '服务器开小差了') });
    const { router } = renderEditor();
    fireEvent.change(screen.getByLabelText('作品名称'), { target: { value: '还没保存' } });

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await act(() => router.navigate('/user/my/book'));
    const dialog = await screen.findByRole('dialog', { name: '还有修改没有保存' });
    await userEvent.click(within(dialog).getByRole('button', { name: '留下来' }));
    expect(router.state.location.pathname).toBe('/book/edit');

    await act(() => router.navigate('/user/my/book'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '还有修改没有保存' })).getByRole('button', {
        name: '离开',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my/book'));
  });
});
