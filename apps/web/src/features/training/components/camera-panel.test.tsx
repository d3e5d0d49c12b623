import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import type { TCameraProblem } from '../hooks/use-camera';
import { CameraPanel } from './camera-panel';

const render = (state: Parameters<typeof CameraPanel>[0]['state'], onStart = vi.fn()) =>
  renderInApp(
    <CameraPanel
      videoRef={createRef()}
      state={state}
      onStart={onStart}
      onStop={vi.fn()}
      uploadLabel="上传图片"
    />,
  );

describe('CameraPanel', { timeout: 20_000 }, () => {
  it('offers to turn the camera on', async () => {
    const onStart = vi.fn();
    render({ status: 'off' }, onStart);
    expect(screen.getByText('摄像头还没有打开')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开摄像头' }));
    expect(onStart).toHaveBeenCalled();
  });

  it.each<[TCameraProblem, string]>([
    ['denied', '摄像头被拒绝了。可以在浏览器地址栏旁边允许使用摄像头，或者用「上传图片」继续。'],
    ['missing', '没有找到摄像头。可以用「上传图片」继续。'],
    ['unsupported', '这个浏览器不能使用摄像头。可以用「上传图片」继续。'],
    ['busy', '摄像头正被别的程序使用。关掉那个程序再试，或者用「上传图片」继续。'],
    ['failed', '摄像头打不开。可以用「上传图片」继续。'],
  ])('explains a %s camera and offers to try again', (problem, text) => {
    render({ status: 'error', problem });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: '再试一次' })).toBeInTheDocument();
  });

  it('shows the stop button when on', () => {
    render({ status: 'on' });
    expect(screen.getByRole('button', { name: '关闭摄像头' })).toBeInTheDocument();
  });
});

describe('CameraPanel with two cameras', { timeout: 20_000 }, () => {
  it('offers to switch between the front and back camera', async () => {
    const onSwitch = vi.fn();
    renderInApp(
      <CameraPanel
        videoRef={createRef()}
        state={{ status: 'on' }}
        onStart={vi.fn()}
        onStop={vi.fn()}
        onSwitch={onSwitch}
        mirrored={false}
        uploadLabel="上传图片"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '换一个摄像头' }));
    expect(onSwitch).toHaveBeenCalled();
  });
});
