import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { renderInApp } from '../../../test/render';
import { authEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { demoStudentResult } from '../testing/sign-in-results';
import { StudentLoginForm } from './student-login-form';

const CREATE = '?type=1&classCode=';

function setup(props: Partial<Parameters<typeof StudentLoginForm>[0]> = {}) {
  const onSignedIn = vi.fn();
  renderInApp(
    <StudentLoginForm onSignedIn={onSignedIn} createAccountTo={CREATE} {...props} />,
    '/login',
  );
  return { onSignedIn };
}

/** The form as the server sends it and the browser hydrates it, on /login. */
function serverForm(onSignedIn = vi.fn()) {
  return (
    <Providers>
      <MemoryRouter initialEntries={['/login']}>
        <StudentLoginForm onSignedIn={onSignedIn} createAccountTo={CREATE} />
      </MemoryRouter>
    </Providers>
  );
}

let hydrated: Root | null = null;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
  document.body.innerHTML = '';
});

const loginButton = () => screen.getByRole('button', { name: '登录' });
const user = userEvent.setup({ delay: null });

// antd forms in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

describe('student sign-in form', () => {
  it('enables 登录 only when login name and password are both filled', async () => {
    setup();
    expect(loginButton()).toBeDisabled();
    await user.type(screen.getByLabelText('登录名'), 'stu001');
    expect(loginButton()).toBeDisabled();
    await user.type(screen.getByLabelText('密码'), 'Stud1234');
    expect(loginButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('登录名'));
    expect(loginButton()).toBeDisabled();
  });

  it('says 请输入登录名 and 请输入密码 when a field is emptied', async () => {
    setup();
    await user.type(screen.getByLabelText('登录名'), 'a');
    await user.clear(screen.getByLabelText('登录名'));
    expect(await screen.findByText('请输入登录名')).toBeInTheDocument();
    await user.type(screen.getByLabelText('密码'), 'a');
    await user.clear(screen.getByLabelText('密码'));
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
  });

  it('signs in with the encoded password and hands the result on', async () => {
    const server = mockServer(answer(authEndpoints.studentLogin, demoStudentResult));
    const { onSignedIn } = setup();
    await user.type(screen.getByLabelText('登录名'), ' stu001 ');
    await user.type(screen.getByLabelText('密码'), 'Stud1234');
    // Enabled once the form has taken the typed values in (a loaded machine lags).
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(demoStudentResult));
    expect(server.callsTo(authEndpoints.studentLogin)[0]?.input).toEqual({
      username: 'stu001',
      password: btoa('Stud1234'),
    });
  });

  it('starts with the login name of the login card and links to 创建账号', () => {
    setup({ initialUsername: 'hd12345a' });
    expect(screen.getByLabelText('登录名')).toHaveValue('hd12345a');
    // A link: a tap before the page's scripts have run is followed by the browser.
    expect(screen.getByRole('link', { name: '创建账号（仅限班级码用户）' })).toHaveAttribute(
      'href',
      '/login?type=1&classCode=',
    );
  });

  it('keeps what was typed into the server-rendered fields before hydration', async () => {
    const server = mockServer(answer(authEndpoints.studentLogin, demoStudentResult));
    const onSignedIn = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverForm(onSignedIn));
    document.body.append(container);
    // Typed, pasted or filled in by the browser while the scripts were still loading.
    const [name, password] = container.querySelectorAll('input');
    name!.value = 'stu001';
    password!.value = 'Stud1234';
    await act(async () => {
      hydrated = hydrateRoot(container, serverForm(onSignedIn));
    });
    expect(screen.getByLabelText('登录名')).toHaveValue('stu001');
    expect(screen.getByLabelText('密码')).toHaveValue('Stud1234');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    // Touching one field keeps the other.
    await user.type(screen.getByLabelText('登录名'), 'x');
    expect(screen.getByLabelText('密码')).toHaveValue('Stud1234');
    await user.type(screen.getByLabelText('登录名'), '{Backspace}');
    await user.click(loginButton());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(demoStudentResult));
    expect(server.callsTo(authEndpoints.studentLogin)[0]?.input).toEqual({
      username: 'stu001',
      password: btoa('Stud1234'),
    });
  });
});
