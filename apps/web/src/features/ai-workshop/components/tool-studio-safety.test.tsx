import {
  aiClassControlEndpoints,
  aiDrawEndpoints,
  AiWorkshopMessages,
  MODERATION_ALERT_MESSAGES,
} from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInPupil } from '../../../test/session';
import { renderInApp } from '../../../test/render';
import { ToolStudio } from './tool-studio';

function studio(refusal: MockFailure) {
  mockServer(
    answer(aiDrawEndpoints.history, { list: [], total: 0, currentPage: 1, pageSize: 12 }),
    answer(aiClassControlEndpoints.status, {
      classId: 1,
      paused: false,
      lockedTools: [],
      lessonRequired: false,
      lessonOpen: false,
      canGenerate: true,
      message: AiWorkshopMessages.CAN_GENERATE,
      pollSeconds: 5,
    }),
    answer(aiDrawEndpoints.add, refusal),
  );
  renderInApp(
    <ToolStudio
      tool="draw"
      title="AI绘画"
      intro="写下你想画的画面"
      placeholder="例如"
      examples={[]}
    />,
    '/ai/painting',
  );
}

async function ask(prompt: string) {
  await userEvent.type(screen.getByLabelText('说说你想要什么'), prompt);
  await userEvent.click(screen.getByRole('button', { name: '开始创作' }));
  return screen.findByTestId('ai-refusal');
}

const CARE = MODERATION_ALERT_MESSAGES['self-harm'];

describe('a refused prompt of a pupil who may be at risk', { timeout: 30_000 }, () => {
  beforeEach(() => signInPupil());

  it('is answered warmly with the help lines when the server marks it caring', async () => {
    studio(new MockFailure(422, CARE, [], { care: true, kind: 'self-harm' }));
    const refusal = await ask('我不想活了');
    expect(refusal).toHaveAttribute('role', 'note');
    const lines = within(refusal).getByRole('group', { name: '可以拨打的求助热线' });
    expect(within(lines).getByRole('link', { name: /12356/ })).toHaveAttribute('href', 'tel:12356');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is an ordinary refusal without the mark, whatever its words', async () => {
    studio(new MockFailure(422, CARE));
    const refusal = await ask('画一只小猫');
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(refusal).toHaveTextContent(CARE);
    expect(within(refusal).queryByRole('group', { name: '可以拨打的求助热线' })).toBeNull();
  });
});
