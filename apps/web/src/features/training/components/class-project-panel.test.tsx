import {
  classEndpoints,
  type TClassListItem,
  trainingEndpoints,
  type TTrainingClassProject,
  type TTrainingClassProjectDetail,
  type TTrainingModelAnswer,
} from '@haoduo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { answer, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import { ClassProjectPanel, type TClassProjectAdapter } from './class-project-panel';

const project = (overrides: Partial<TTrainingClassProject> = {}): TTrainingClassProject => ({
  id: 7,
  classId: 1,
  className: '三年级AI创作班',
  kind: 'image',
  name: '猫和狗',
  status: 'open',
  categories: [
    { id: 'c1', name: '猫', sampleCount: 12, mySampleCount: 3 },
    { id: 'c2', name: '狗', sampleCount: 9, mySampleCount: 0 },
  ],
  sampleCount: 21,
  mySampleCount: 3,
  contributorCount: 4,
  hasModel: false,
  modelAccuracy: null,
  modelSavedAt: null,
  createdByName: '王老师',
  createdAt: '2026-11-01T08:00:00.000Z',
  closedAt: null,
  canManage: false,
  ...overrides,
});

const account = (type: 1 | 2) => ({
  accountUserId: 1,
  accountName: type === 1 ? '王老师' : '张小明',
  schoolId: 1,
  schoolName: '好多AI实验小学',
  accountType: type,
});

function signIn(type: 1 | 2) {
  useAppStore.setState({
    token: 'tok',
    accountType: type,
    user: account(type),
    accountList: [account(type)],
    currentCourseClass:
      type === 2
        ? {
            id: 1,
            courseClassName: '三年级AI创作班',
            courseClassStatus: 60,
            aiToolTypes: [],
            aiToolSubTypes: [],
          }
        : null,
  });
}

function adapter(overrides: Partial<TClassProjectAdapter> = {}): TClassProjectAdapter {
  return {
    kind: 'image',
    categoryNames: ['猫', '狗'],
    shareable: () => [
      { localId: 'a', categoryName: '猫', sample: { image: 'data:image/jpeg;base64,AA' } },
      { localId: 'b', categoryName: '狗', sample: { image: 'data:image/jpeg;base64,BB' } },
      { localId: 'c', categoryName: '鸟', sample: { image: 'data:image/jpeg;base64,CC' } },
    ],
    loadAll: vi.fn(async (_detail, onProgress) => {
      onProgress(1, 1);
      return [];
    }),
    model: vi.fn(() => null),
    accuracy: () => null,
    useModel: vi.fn(),
    ...overrides,
  };
}

describe('ClassProjectPanel', { timeout: 30_000 }, () => {
  beforeEach(() => useAppStore.setState(initialAppState()));

  it('shows a pupil the class project with everyone’s counts and gives their samples once', async () => {
    signIn(2);
    const server = mockServer(
      answer(trainingEndpoints.classProjects, [project()]),
      answer(trainingEndpoints.addSamples, ({ input }) => ({
        added: input.samples.length,
        project: project(),
      })),
    );
    renderInApp(<ClassProjectPanel adapter={adapter()} />);
    expect(await screen.findByText('猫：12 个（我的 3 个）')).toBeInTheDocument();
    expect(screen.getByText(/全班已有 21 个样本，4 人参与/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开设班级项目' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存为班级模型' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '把我的样本交给班级' }));
    await waitFor(() => expect(server.callsTo(trainingEndpoints.addSamples)).toHaveLength(1));
    expect(server.callsTo(trainingEndpoints.addSamples)[0]!.input).toEqual({
      projectId: 7,
      samples: [
        { categoryId: 'c1', image: 'data:image/jpeg;base64,AA' },
        { categoryId: 'c2', image: 'data:image/jpeg;base64,BB' },
      ],
    });
    expect(await screen.findByText('交给班级 2 个样本')).toBeInTheDocument();
    // Given already: nothing new the second time. While it works the button says so with
    // aria-busy, and its name stays the same (no English "loading" icon label joins it).
    const again = await screen.findByRole('button', { name: '把我的样本交给班级' });
    await waitFor(() => expect(again).toBeEnabled());
    expect(again).not.toHaveAttribute('aria-busy');
    await userEvent.click(again);
    expect(await screen.findByText(/没有新的样本可以交/)).toBeInTheDocument();
    expect(server.callsTo(trainingEndpoints.addSamples)).toHaveLength(1);
  });

  it('loads the whole class’s samples into the lab and opens the saved model', async () => {
    signIn(2);
    const detail: TTrainingClassProjectDetail = {
      project: project({ hasModel: true }),
      samples: [],
      contributors: [],
    };
    mockServer(
      answer(trainingEndpoints.classProjects, [project({ hasModel: true })]),
      answer(trainingEndpoints.classProject, detail),
      answer(trainingEndpoints.model, {
        kind: 'image',
        name: '猫和狗',
        model: { labels: ['猫', '狗'] } as TTrainingModelAnswer['model'],
        savedAt: '2026-11-01T08:00:00.000Z',
      }),
    );
    const lab = adapter();
    renderInApp(<ClassProjectPanel adapter={lab} />);
    await userEvent.click(await screen.findByRole('button', { name: '载入全班样本来训练' }));
    await waitFor(() => expect(lab.loadAll).toHaveBeenCalledWith(detail, expect.any(Function)));
    await userEvent.click(screen.getByRole('button', { name: '使用班级模型' }));
    await waitFor(() =>
      expect(lab.useModel).toHaveBeenCalledWith(expect.objectContaining({ name: '猫和狗' })),
    );
  });

  it('lets the teacher open a project for a class, save the trained model and close it', async () => {
    signIn(1);
    const server = mockServer(
      answer(classEndpoints.list, [{ id: 1, courseClassName: '三年级AI创作班' } as TClassListItem]),
      answer(trainingEndpoints.classProjects, []),
      answer(trainingEndpoints.createClassProject, project({ canManage: true })),
      answer(trainingEndpoints.saveClassModel, project({ canManage: true, hasModel: true })),
    );
    const head = { labels: ['猫', '狗'], mean: [0], scale: [1], layers: [] };
    renderInApp(
      <ClassProjectPanel adapter={adapter({ model: () => head, accuracy: () => 0.8 })} />,
    );
    expect(await screen.findByText(/给你的班级开设一个项目/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '开设班级项目' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '项目名称' }), '猫和狗');
    await userEvent.click(screen.getByRole('button', { name: '开设' }));
    await waitFor(() =>
      expect(server.callsTo(trainingEndpoints.createClassProject)).toHaveLength(1),
    );
    expect(server.callsTo(trainingEndpoints.createClassProject)[0]!.input).toEqual({
      classId: 1,
      kind: 'image',
      name: '猫和狗',
      categories: ['猫', '狗'],
    });

    mockServer(
      answer(classEndpoints.list, [{ id: 1, courseClassName: '三年级AI创作班' } as TClassListItem]),
      answer(trainingEndpoints.classProjects, [project({ canManage: true })]),
      answer(trainingEndpoints.saveClassModel, project({ canManage: true, hasModel: true })),
      answer(trainingEndpoints.deleteClassProject, null),
    );
    await queryClient.invalidateQueries();
    await userEvent.click(await screen.findByRole('button', { name: '保存为班级模型' }));
    expect(await screen.findByText('班级模型已保存，全班同学都可以使用了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '结束项目' })).toBeInTheDocument();

    const deleting = mockServer(
      answer(classEndpoints.list, [{ id: 1, courseClassName: '三年级AI创作班' } as TClassListItem]),
      answer(trainingEndpoints.classProjects, []),
      answer(trainingEndpoints.deleteClassProject, null),
    );
    await userEvent.click(screen.getByRole('button', { name: '删除项目' }));
    expect(
      (
        await screen.findAllByText(
          '删除后，全班的样本、图片和班级模型都会删掉，不能恢复。确定删除吗？',
        )
      )[0],
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('班级项目已删除')).toBeInTheDocument();
    expect(deleting.callsTo(trainingEndpoints.deleteClassProject)[0]!.input).toEqual({ id: 7 });
    expect(await screen.findByText(/给你的班级开设一个项目/)).toBeInTheDocument();
  });
});
