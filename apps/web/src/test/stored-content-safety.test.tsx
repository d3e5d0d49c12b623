import {
  AccountType,
  aiConversationEndpoints,
  aiPointEndpoints,
  type TAiAgentConfig,
  type TWorksDetail,
  workEndpoints,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AgentBuilderForm } from '../features/ai-workshop/components/agent-builder-form';
import { AgentChat } from '../features/ai-workshop/components/agent-chat';
import { AgentSandbox, WorkCard } from '../features/works';
import { cardFixture } from '../features/works/testing/work-fixture';
import AgentCodePage from '../pages/agent/code/agent-code-page';
import BookDetailPage from '../pages/book/detail/book-detail-page';
import BookReadingPage from '../pages/book/reading/book-reading-page';
import { initialAppState } from '../shared/stores/app-state';
import { useAppStore } from '../shared/stores/app-store';
import { renderInApp } from './render';

/**
 * Stored content shown to others: what pupils type — a work's name, intro and page
 * text, an agent's prompt and prologue — is shown as text wherever others see it, HTML and
 * script in it as their literal characters, and none of it runs. A smart app's program runs
 * only in the sandboxed frame (scripts, without allow-same-origin: an opaque origin).
 */
const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const pwned = () => (window as unknown as { __pwned?: number }).__pwned;

/** Nothing of the payloads became an element or ran. */
function expectInert(container: HTMLElement) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(pwned()).toBeUndefined();
}

const card = cardFixture(5, `小猫${IMG}`, {
  worksAuthor: `张${SCRIPT}`,
  worksIntro: SCRIPT,
  likeCount: 3,
  publishedAt: '2026-11-01T08:00:00.000Z',
});

const detail = {
  ...card,
  worksIntro: `简介${IMG}${SCRIPT}`,
  worksBackCoverPic: null,
  worksPrompt: SCRIPT,
  backgroundColor: null,
  coverCenter: true,
  worksPageList: [{ text: `第一页${IMG}` }, { text: `第二页${SCRIPT}` }],
  worksContentList: [],
  worksCompressContentList: [],
  jumpUrl: null,
  agentProgramCode: null,
  copiedFromId: null,
  copiedFrom: null,
  hasLike: false,
  canLike: true,
} as unknown as TWorksDetail;

describe('stored content is shown as text and never runs', { timeout: 30_000 }, () => {
  beforeEach(() => {
    Element.prototype.scrollTo ??= () => undefined;
    delete (window as unknown as { __pwned?: number }).__pwned;
    useAppStore.setState(initialAppState());
  });

  it('a gallery card shows a work name and author as their characters', () => {
    const { container } = renderInApp(<WorkCard work={card} />);
    expect(screen.getByRole('heading', { name: `小猫${IMG}` })).toBeInTheDocument();
    expect(screen.getByTestId('work-author')).toHaveTextContent(`张${SCRIPT}`);
    expectInert(container);
  });

  it('the book detail page shows the name and intro as text', async () => {
    mockServer(answer(workEndpoints.appDetail, detail));
    const { container } = renderInApp(<BookDetailPage />, '/book/detail?id=5');
    expect(await screen.findByText(`简介${IMG}${SCRIPT}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: `小猫${IMG}` })).toBeInTheDocument();
    expectInert(container);
  });

  it('the book reader shows the cover title and page text as text', async () => {
    mockServer(answer(workEndpoints.appDetail, detail));
    const { container } = renderInApp(<BookReadingPage />, '/book/reading?id=5');
    expect(await screen.findAllByText(`小猫${IMG}`)).not.toHaveLength(0);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText(`第一页${IMG}`)).toBeInTheDocument();
    expectInert(container);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText(`第二页${SCRIPT}`)).toBeInTheDocument();
    expectInert(container);
  });

  it('an agent chat shows its prologue and name as text', async () => {
    useAppStore.setState({
      token: 'tok',
      accountType: AccountType.STUDENT,
      user: {
        accountUserId: 1,
        accountName: '李小红',
        schoolId: 1,
        schoolName: '好多AI实验小学',
        accountType: AccountType.STUDENT,
      },
    });
    mockServer(
      answer(aiConversationEndpoints.init, {
        conversationId: 3,
        agent: { id: 9, title: `恐龙${IMG}`, iconUrl: null } as unknown as TAiAgentConfig,
        prologue: `你好${IMG}${SCRIPT}`,
        quickCommands: [{ name: SCRIPT, content: SCRIPT }],
        speech: { mode: 'browser', voiceStyle: 'gentle', utterances: [] },
        cost: 1,
        points: 20,
        engine: {
          provider: 'offline',
          engine: 'offline',
          offline: true,
          notice: '',
          fallbackReason: null,
        },
      }),
      answer(aiConversationEndpoints.messages, []),
      answer(aiPointEndpoints.header, { accountId: 1, points: 20 }),
    );
    const { container } = renderInApp(<AgentChat title={`恐龙${IMG}`} />);
    expect(await screen.findByText(`你好${IMG}${SCRIPT}`)).toBeInTheDocument();
    expectInert(container);
  });

  it('an agent’s prompt and prologue are shown in the builder as typed', () => {
    const agent = {
      id: 9,
      title: `恐龙${IMG}`,
      prompt: `你是恐龙博士${SCRIPT}`,
      prologue: `你好${IMG}`,
      quickCommands: [],
      iconUrl: null,
      mine: true,
    } as unknown as TAiAgentConfig;
    const { container } = renderInApp(
      <AgentBuilderForm initial={agent} icons={[]} saving={false} onSubmit={() => undefined} />,
    );
    expect(screen.getByDisplayValue(`你是恐龙博士${SCRIPT}`)).toBeInTheDocument();
    expect(screen.getByDisplayValue(`你好${IMG}`)).toBeInTheDocument();
    expectInert(container);
  });

  it('a smart app page shows its name as text and runs the program only in the sandbox', async () => {
    const program = `<html><body>${IMG}${SCRIPT}<script>parent.document.title='pwned'</script></body></html>`;
    mockServer(answer(workEndpoints.appDetail, { ...detail, type: 6, agentProgramCode: program }));
    const { container } = renderInApp(<AgentCodePage />, '/agent/code?id=5');
    expect(
      await screen.findByRole('heading', { level: 1, name: `小猫${IMG}` }),
    ).toBeInTheDocument();
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    // The program is posted to the frame page, never written into this document.
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    expect(container.innerHTML).not.toContain('parent.document');
    expectInert(container);
  });

  it('the sandbox frame alone holds a program, whatever it contains', () => {
    const { container } = renderInApp(<AgentSandbox code={SCRIPT} title={IMG} />);
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frames[0]!.getAttribute('title')).toBe(IMG);
    expectInert(container);
  });
});
