import { trainingEndpoints, type TTrainingSavedSummary } from '@haoduo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { answer, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import { MODEL_FILE_FORMAT, projectFile } from '../storage/model-file';
import { ProjectBar, type TProjectActions } from './project-bar';

function setup(overrides: Partial<TProjectActions> = {}) {
  const props: TProjectActions = {
    kind: 'image',
    id: 'p1',
    name: '我的图像模型',
    onRename: vi.fn(),
    snapshot: () => ({ kind: 'image' }),
    restore: vi.fn(async () => true),
    modelFile: async () => null,
    importModel: vi.fn(() => true),
    onNew: vi.fn(),
    sampleCount: 12,
    serverModel: () => null,
    ...overrides,
  };
  renderInApp(<ProjectBar {...props} />);
  return props;
}

const jsonFile = (data: unknown) =>
  new File([JSON.stringify(data)], 'x.json', { type: 'application/json' });

const summary = (overrides: Partial<TTrainingSavedSummary> = {}): TTrainingSavedSummary => ({
  id: 31,
  kind: 'posture',
  name: '举手和放下',
  sampleCount: 12,
  hasModel: true,
  size: 4096,
  modelId: 'saved:31',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

function signInPupil() {
  const account = {
    accountUserId: 5,
    accountName: '张小明',
    schoolId: 1,
    schoolName: '好多AI实验小学',
    accountType: 2,
  };
  useAppStore.setState({ token: 'tok', accountType: 2, user: account, accountList: [account] });
}

describe('ProjectBar', { timeout: 20_000 }, () => {
  beforeEach(() => useAppStore.setState(initialAppState()));

  it('offers my works only when signed in', async () => {
    setup();
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存到我的作品' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '从我的作品打开' })).not.toBeInTheDocument();
  });

  it('saves the project with its model to my works, and saving again replaces it', async () => {
    signInPupil();
    const head = { labels: ['举手', '放下'], mean: [0], scale: [1], layers: [] };
    const server = mockServer(
      answer(trainingEndpoints.saveMyProject, ({ input }) => summary({ name: input.name })),
    );
    const snapshot = { id: 'p1', kind: 'pose', samples: [] };
    setup({ kind: 'pose', snapshot: () => snapshot, serverModel: () => head });
    await userEvent.click(screen.getByRole('button', { name: '保存到我的作品' }));
    expect(await screen.findByText('已保存到你的账号，换一台电脑也能打开')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存到我的作品' }));
    await waitFor(() => expect(server.callsTo(trainingEndpoints.saveMyProject)).toHaveLength(2));
    const [first, second] = server.callsTo(trainingEndpoints.saveMyProject);
    expect(first!.input).toEqual({
      kind: 'posture',
      name: '我的图像模型',
      project: snapshot,
      sampleCount: 12,
      model: head,
    });
    expect(second!.input).toMatchObject({ id: 31, kind: 'posture' });
  });

  it('opens a project from my works and deletes one after asking', async () => {
    signInPupil();
    const saved = { id: 'p9', kind: 'image', name: '猫和狗', samples: [] };
    let list = [summary({ kind: 'image', name: '猫和狗' }), summary({ id: 32, name: '旧的' })];
    const server = mockServer(
      answer(trainingEndpoints.myProjects, () => list),
      answer(trainingEndpoints.myProject, { summary: list[0]!, project: saved }),
      answer(trainingEndpoints.deleteMyProject, ({ input }) => {
        list = list.filter((entry) => entry.id !== input.id);
        return null;
      }),
    );
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: '从我的作品打开' }));
    const dialog = await screen.findByRole('dialog', { name: '我的作品里的训练项目' });
    expect(await within(dialog).findByText('旧的')).toBeInTheDocument();
    expect(server.callsTo(trainingEndpoints.myProjects)[0]!.query.get('kind')).toBe('image');

    const oldOne = within(dialog).getByText('旧的').closest('li')!;
    await userEvent.click(within(oldOne).getByRole('button', { name: '删除' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(within(dialog).queryByText('旧的')).not.toBeInTheDocument());
    expect(server.callsTo(trainingEndpoints.deleteMyProject)[0]!.input).toEqual({ id: 32 });

    const entry = within(dialog).getByText('猫和狗').closest('li')!;
    expect(entry).toHaveTextContent('12 个样本');
    expect(entry).toHaveTextContent('已训练');
    await userEvent.click(within(entry).getByRole('button', { name: '打开' }));
    await waitFor(() => expect(props.restore).toHaveBeenCalledWith(saved));
    expect(await screen.findByText('已打开「猫和狗」')).toBeInTheDocument();
    expect(server.callsTo(trainingEndpoints.myProject)[0]!.query.get('id')).toBe('31');
  });

  it('renames the project', async () => {
    const props = setup();
    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), '1');
    expect(props.onRename).toHaveBeenLastCalledWith('我的图像模型1');
  });

  it('says so when the browser cannot save (no IndexedDB here)', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('保存失败：这个浏览器不能保存项目，请用「导出项目」保存成文件。'),
    ).toBeInTheDocument();
  });

  it('will not export an untrained model', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByText('导出模型'));
    expect(await screen.findByText('先训练模型，才能导出模型。')).toBeInTheDocument();
  });

  it('imports a project file or a model file of this lab, and refuses anything else', async () => {
    const props = setup();
    const input = screen.getByTestId('training-import-file');
    await userEvent.upload(input, jsonFile(projectFile('image', { id: 'x' })));
    expect(props.restore).toHaveBeenCalledWith({ id: 'x' });
    expect(await screen.findByText('导入成功')).toBeInTheDocument();

    const head = {
      labels: ['A', 'B'],
      mean: [0],
      scale: [1],
      layers: [{ inputs: 1, outputs: 2, weights: [1, 2], bias: [0, 0] }],
    };
    await userEvent.upload(
      input,
      jsonFile({
        format: MODEL_FILE_FORMAT,
        version: 1,
        kind: 'image',
        extractor: 'mobilenet-v2-1280',
        name: 'm',
        head,
      }),
    );
    expect(props.importModel).toHaveBeenCalled();

    await userEvent.upload(input, jsonFile({ hello: 'world' }));
    expect(await screen.findByText('这个文件不是本实验导出的模型或项目。')).toBeInTheDocument();
  });

  it('asks before starting a new project', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: '新项目' }));
    expect(
      (await screen.findAllByText('开始一个新项目吗？没保存的样本会丢失。'))[0],
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(props.onNew).toHaveBeenCalled();
  });

  it('shows how a smart app uses the model', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByText('在智能应用中使用'));
    const dialog = await screen.findByRole('dialog', { name: '在智能应用中使用你的模型' });
    expect(dialog).toHaveTextContent("modelId: 'p1'");
    expect(dialog).toHaveTextContent('haoduo-model:predict');
  });
});
