import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    restore: vi.fn(() => true),
    modelFile: () => null,
    importModel: vi.fn(() => true),
    onNew: vi.fn(),
    ...overrides,
  };
  renderInApp(<ProjectBar {...props} />);
  return props;
}

const jsonFile = (data: unknown) =>
  new File([JSON.stringify(data)], 'x.json', { type: 'application/json' });

describe('ProjectBar', { timeout: 20_000 }, () => {
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
