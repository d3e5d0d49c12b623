import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import type { TTrainingState } from '../hooks/use-vision-lab';
import { addSamples, newVisionProject, type TVisionProject } from '../model/project';
import { TrainPanel } from './train-panel';

function project(samplesEach: number): TVisionProject {
  const base = newVisionProject('image', 'p', ['猫', '狗']);
  const samples = base.categories.flatMap((category) =>
    Array.from({ length: samplesEach }, (_, n) => ({
      id: `${category.id}-${n}`,
      categoryId: category.id,
      thumb: 'data:,',
      features: [n],
    })),
  );
  return addSamples(base, samples);
}

const idle: TTrainingState = { status: 'idle' };

describe('TrainPanel', { timeout: 20_000 }, () => {
  it('says which category needs samples, and keeps the button off', () => {
    renderInApp(<TrainPanel project={project(3)} training={idle} ready onTrain={vi.fn()} />);
    expect(screen.getByRole('button', { name: '开始训练' })).toBeDisabled();
    expect(screen.getByText('「猫」还要再收集样本（每类至少 5 个）。')).toBeInTheDocument();
  });

  it('asks for different names', () => {
    const p = project(5);
    const same = { ...p, categories: p.categories.map((c) => ({ ...c, name: '猫' })) };
    renderInApp(<TrainPanel project={same} training={idle} ready onTrain={vi.fn()} />);
    expect(screen.getByText('每一类都要有名字，而且名字不能一样。')).toBeInTheDocument();
  });

  it('trains when every category has 5 samples and the model is ready', async () => {
    const onTrain = vi.fn();
    const { unmount } = renderInApp(
      <TrainPanel project={project(5)} training={idle} ready={false} onTrain={onTrain} />,
    );
    expect(screen.getByRole('button', { name: '开始训练' })).toBeDisabled();
    unmount();
    renderInApp(<TrainPanel project={project(5)} training={idle} ready onTrain={onTrain} />);
    await userEvent.click(screen.getByRole('button', { name: '开始训练' }));
    expect(onTrain).toHaveBeenCalled();
  });

  it('shows the rounds while training and the quiz after', async () => {
    const running: TTrainingState = {
      status: 'running',
      phase: 'train',
      progress: { epoch: 12, epochs: 30, loss: 0.3, accuracy: 0.9 },
    };
    const { unmount } = renderInApp(
      <TrainPanel project={project(5)} training={running} ready onTrain={vi.fn()} />,
    );
    expect(screen.getByText('正在训练：第 12 / 30 轮')).toBeInTheDocument();
    unmount();
    const p = project(5);
    const done: TTrainingState = {
      status: 'done',
      milliseconds: 1234,
      trainMilliseconds: 400,
      evaluation: {
        accuracy: 0.9,
        perCategory: [
          { correct: 5, total: 5 },
          { correct: 4, total: 5 },
        ],
        mistakes: [{ sampleId: p.samples[7]!.id, expected: 1, predicted: 0, confidence: 0.2 }],
      },
    };
    renderInApp(
      <TrainPanel
        project={{ ...p, head: { labels: ['猫', '狗'], mean: [], scale: [], layers: [] } }}
        training={done}
        ready
        onTrain={vi.fn()}
      />,
    );
    expect(screen.getByText('训练完成！用了 1.2 秒。')).toBeInTheDocument();
    expect(
      screen.getByText('小测验：把每个样本先藏起来，让模型猜，它猜对了 90%。'),
    ).toBeInTheDocument();
    expect(await screen.findByText('狗：猜对 4 / 5')).toBeInTheDocument();
    expect(screen.getByText('应该是「狗」，模型猜「猫」（把握 20%）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新训练' })).toBeEnabled();
  });

  it('asks to train again when samples changed', () => {
    const p = {
      ...project(5),
      stale: true,
      head: { labels: ['猫', '狗'], mean: [], scale: [], layers: [] },
    };
    renderInApp(<TrainPanel project={p} training={idle} ready onTrain={vi.fn()} />);
    expect(screen.getByText('样本变了，再训练一次，模型才能学到新样本。')).toBeInTheDocument();
  });
});
