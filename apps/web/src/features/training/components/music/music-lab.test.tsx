import {
  trainingEndpoints,
  type TTrainingClassProject,
  type TTrainingSample,
} from '@haoduo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../../shared/api/query-client';
import { initialAppState } from '../../../../shared/stores/app-state';
import { useAppStore } from '../../../../shared/stores/app-store';
import { answer, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../../test/render';
import { EXAMPLE_MELODIES } from '../../music/examples';
import { MusicLab } from './music-lab';

/** The frequencies of the notes started (the page keeps one AudioContext for good). */
const started: number[] = [];

/** A stand-in for WebAudio that records the notes started. */
function fakeAudio() {
  started.length = 0;
  class FakeParam {
    value = 0;
    setValueAtTime() {}
    exponentialRampToValueAtTime() {}
  }
  class FakeNode {
    frequency = new FakeParam();
    gain = new FakeParam();
    type = '';
    connect(node: unknown) {
      return node;
    }
    start() {
      started.push(this.frequency.value);
    }
    stop() {}
  }
  class FakeContext {
    currentTime = 0;
    state = 'running';
    destination = {};
    createOscillator() {
      return new FakeNode();
    }
    createGain() {
      return new FakeNode();
    }
    resume() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return started;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  queryClient.clear();
  useAppStore.setState(initialAppState());
});

const musicProject = (overrides: Partial<TTrainingClassProject> = {}): TTrainingClassProject => ({
  id: 9,
  classId: 1,
  className: '三年级AI创作班',
  kind: 'music',
  name: '我们的儿歌',
  status: 'open',
  categories: [{ id: 'm1', name: '儿歌', sampleCount: 2, mySampleCount: 0 }],
  sampleCount: 2,
  mySampleCount: 0,
  contributorCount: 2,
  hasModel: false,
  modelAccuracy: null,
  modelSavedAt: null,
  createdByName: '王老师',
  createdAt: '2026-11-01T08:00:00.000Z',
  closedAt: null,
  canManage: false,
  ...overrides,
});

const melodySample = (id: number, notes: number[]): TTrainingSample => ({
  id,
  categoryId: 'm1',
  authorName: '李**',
  mine: false,
  imageUrl: null,
  keypoints: null,
  notes,
  createdAt: '2026-11-01T08:00:00.000Z',
});

function signInPupil() {
  const account = {
    accountUserId: 5,
    accountName: '张小明',
    schoolId: 1,
    schoolName: '好多AI实验小学',
    accountType: 2,
  };
  useAppStore.setState({
    token: 'tok',
    accountType: 2,
    user: account,
    accountList: [account],
    currentCourseClass: {
      id: 1,
      courseClassName: '三年级AI创作班',
      courseClassStatus: 60,
      aiToolTypes: [],
      aiToolSubTypes: [],
    },
  });
}

describe('MusicLab', { timeout: 30_000 }, () => {
  it('records a melody from the keyboard, trains, and composes a melody it plays', async () => {
    const started = fakeAudio();
    renderInApp(<MusicLab title="音乐训练" />);
    expect(screen.getByRole('button', { name: '开始训练' })).toBeDisabled();
    expect(screen.getByText('先加入至少一段旋律，再训练。')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '开始录一段旋律' }));
    for (const key of ['a', 's', 'd', 'f', 'g']) fireEvent.keyDown(window, { key });
    expect(screen.getByText('正在录制：弹几个音吧（已弹 5 个）')).toBeInTheDocument();
    expect(started).toHaveLength(5);
    expect(Math.round(started[0]!)).toBe(262); // middle C
    await userEvent.click(screen.getByRole('button', { name: '录好了，加入训练' }));
    expect(screen.getByText('训练用的旋律（1 段）')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '开始训练' }));
    expect(screen.getByText('训练完成！电脑从 1 段旋律里数了 4 次接龙。')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1 后面接 2：100%' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2 后面接 1：0%' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: '创作新旋律' }));
    const composed = screen.getByTestId('training-composed');
    // Taught only 1 2 3 4 5, the model can only climb from 1.
    expect(within(composed).getAllByText(/^[1-5]$/).length).toBeGreaterThanOrEqual(5);
    expect(started.length).toBeGreaterThanOrEqual(5 + 16);
    expect(composed).toHaveAttribute('data-playing', 'true');
  });

  it('refuses a melody under 3 notes and asks to retrain after a change', async () => {
    fakeAudio();
    renderInApp(<MusicLab title="音乐训练" />);
    await userEvent.click(screen.getByRole('button', { name: '开始录一段旋律' }));
    fireEvent.keyDown(window, { key: 'a' });
    await userEvent.click(screen.getByRole('button', { name: '录好了，加入训练' }));
    expect(await screen.findByText('旋律至少要有 3 个音。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '不要这段' }));
    await userEvent.click(screen.getByRole('button', { name: '小星星' }));
    await userEvent.click(screen.getByRole('button', { name: '开始训练' }));
    await userEvent.click(screen.getByRole('button', { name: '两只老虎' }));
    expect(screen.getByText('旋律变了，再训练一次吧。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除 第 2 段' }));
    expect(screen.getByText('训练用的旋律（1 段）')).toBeInTheDocument();
  });

  it('plays from piano keys by pointer, and the keys name their notes', () => {
    const started = fakeAudio();
    renderInApp(<MusicLab title="音乐训练" />);
    fireEvent.pointerDown(screen.getByRole('button', { name: '高音1 (C5)' }));
    expect(Math.round(started[0]!)).toBe(523);
  });

  it('in a class project: gives its melodies as note sequences, loads the class’s, and uses the class model', async () => {
    fakeAudio();
    signInPupil();
    const twinkle = [...EXAMPLE_MELODIES[0].notes];
    const server = mockServer(
      answer(trainingEndpoints.classProjects, [musicProject({ hasModel: true })]),
      answer(trainingEndpoints.addSamples, ({ input }) => ({
        added: input.samples.length,
        project: musicProject({ hasModel: true }),
      })),
      answer(trainingEndpoints.classProject, {
        project: musicProject({ hasModel: true }),
        samples: [melodySample(1, [60, 62, 64]), melodySample(2, [64, 62, 60, 62])],
        contributors: [],
      }),
      answer(trainingEndpoints.model, {
        kind: 'music',
        name: '我们的儿歌',
        model: {
          melodies: [[60, 62, 64]],
          model: { notes: [60], counts: [[0]], starts: [1], ends: [1], melodies: 1 },
        },
        savedAt: '2026-11-01T08:00:00.000Z',
      }),
    );
    renderInApp(<MusicLab title="音乐训练" />);
    const panel = await screen.findByRole('region', { name: '班级项目' });
    expect(await within(panel).findByText('儿歌：2 个（我的 0 个）')).toBeInTheDocument();

    const share = within(panel).getByRole('button', { name: '把我的样本交给班级' });
    await userEvent.click(share);
    expect(await screen.findByText(/没有新的旋律可以交/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '小星星' }));
    await userEvent.click(share);
    await waitFor(() => expect(server.callsTo(trainingEndpoints.addSamples)).toHaveLength(1));
    expect(server.callsTo(trainingEndpoints.addSamples)[0]!.input).toEqual({
      projectId: 9,
      samples: [{ categoryId: 'm1', notes: twinkle }],
    });

    await userEvent.click(within(panel).getByRole('button', { name: '载入全班样本来训练' }));
    expect(await screen.findByText('训练用的旋律（2 段）')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '项目名称' })).toHaveValue('我们的儿歌');
    // The class's melodies are not given back to it.
    await userEvent.click(share);
    expect(await screen.findAllByText(/没有新的旋律可以交/)).not.toHaveLength(0);
    expect(server.callsTo(trainingEndpoints.addSamples)).toHaveLength(1);

    await userEvent.click(within(panel).getByRole('button', { name: '使用班级模型' }));
    expect(await screen.findByText('训练用的旋律（1 段）')).toBeInTheDocument();
    expect(screen.getByText('训练完成！电脑从 1 段旋律里数了 2 次接龙。')).toBeInTheDocument();
  });

  it('without WebAudio says sound cannot play', async () => {
    vi.stubGlobal('AudioContext', undefined);
    renderInApp(<MusicLab title="音乐训练" />);
    await userEvent.click(screen.getByRole('button', { name: '小星星' }));
    await userEvent.click(screen.getByRole('button', { name: '播放 第 1 段' }));
    expect(await screen.findByText('这个浏览器不能播放声音。')).toBeInTheDocument();
  });
});
