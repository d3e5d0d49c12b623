import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mediaEndpoints, workEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { renderRoute } from '../../../test/render';
import { workFixture } from '../testing/work-fixture';
import { BookEditor } from './book-editor';

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
    mockServer(answer(workEndpoints.editV1, { id: 11 }));
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
    mockServer(answer(workEndpoints.editV1, { id: 11 }));
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
    const server = mockServer(answer(workEndpoints.editV1, { id: 11 }));
    renderEditor();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('已保存');
    fireEvent.change(screen.getByLabelText('作品名称'), { target: { value: '小猫钓月亮' } });
    expect(status).toHaveTextContent('有修改还没保存');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.callsTo(workEndpoints.editV1)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(status).toHaveTextContent('已保存');
    const [call] = server.callsTo(workEndpoints.editV1);
    expect(call?.input).toMatchObject({
      id: 11,
      worksName: '小猫钓月亮',
      worksPageList: [
        { picUrl: null, text: '第一页' },
        { picUrl: null, text: '第二页' },
        { picUrl: null, text: '第三页' },
      ],
    });
  });

  it('edits the cover: author, intro, background colour, centring and an uploaded picture', async () => {
    const server = mockServer(
      answer(workEndpoints.editV1, { id: 11 }),
      answer(mediaEndpoints.upload, {
        id: 9,
        key: 'k',
        kind: 'image',
        mime: 'image/png',
        size: 10,
        width: 10,
        height: 10,
        url: '/api/media/2026/11/cover9.png',
        thumbUrl: null,
      }),
    );
    renderEditor();
    await userEvent.type(screen.getByLabelText('作者'), '星星');
    expect(screen.getByLabelText('作者')).toHaveValue('星星');
    expect(screen.getByText('9 / 500')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('简介'), '真好看');
    expect(screen.getByText('12 / 500')).toBeInTheDocument();

    const colour = screen.getByLabelText('背景颜色');
    expect(colour).toHaveValue('#fffaf0');
    fireEvent.change(colour, { target: { value: '#3399ff' } });
    expect(screen.getByRole('button', { name: '清除颜色' })).toBeInTheDocument();

    const centre = screen.getByRole('switch', { name: '封面文字居中' });
    expect(centre).toBeChecked();
    await userEvent.click(centre);
    expect(centre).not.toBeChecked();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, file);
    expect(await screen.findByRole('img', { name: '封面' })).toHaveAttribute(
      'src',
      '/api/media/2026/11/cover9.png',
    );
    expect(screen.getByRole('button', { name: /换一张图片/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /提交审核/ }));
    // On a slow machine the autosave may have saved part of it between two steps; the last
    // save (the one submitting waits for) holds the whole cover.
    await waitFor(() =>
      expect(server.callsTo(workEndpoints.editV1).at(-1)?.input).toMatchObject({
        worksAuthor: '星星',
        worksIntro: '小猫去月亮上旅行。真好看',
        backgroundColor: '#3399FF',
        coverCenter: false,
        worksCoverPic: '/api/media/2026/11/cover9.png',
      }),
    );
  });

  it('shows a failed save and tries again', async () => {
    vi.useFakeTimers();
    let fail = true;
    const server = mockServer(
      answer(workEndpoints.editV1, () =>
        fail ? new MockFailure(500, '服务器开小差了') : { id: 11 },
      ),
    );
    renderEditor();
    fireEvent.change(screen.getByLabelText('作品名称'), { target: { value: '新名字' } });
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.getByRole('status')).toHaveTextContent('保存失败，稍后会再试');
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(screen.getByRole('status')).toHaveTextContent('已保存');
    expect(server.callsTo(workEndpoints.editV1)).toHaveLength(2);
  });

  it('warns before leaving with unsaved changes', async () => {
    mockServer(answer(workEndpoints.editV1, new MockFailure(500, '服务器开小差了')));
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
