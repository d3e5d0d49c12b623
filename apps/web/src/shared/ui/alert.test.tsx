import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { Alert } from './alert';
import { Empty } from './empty';
import { Progress } from './progress';

describe('Alert, Empty and Progress', () => {
  it('an alert is announced with its message, description and action', () => {
    renderInApp(
      <Alert
        type="warning"
        showIcon
        message="创作失败了"
        description="服务器忙"
        action={<button type="button">重试</button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('创作失败了');
    expect(alert).toHaveTextContent('服务器忙');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('an alert can take another role', () => {
    renderInApp(<Alert type="info" role="status" message="离线引擎" />);
    expect(screen.getByRole('status')).toHaveTextContent('离线引擎');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an empty state says why it is empty', () => {
    renderInApp(<Empty description="还没有作品，快去创作吧" />);
    expect(screen.getByText('还没有作品，快去创作吧')).toBeVisible();
  });

  it('a progress bar tells its value, kept within 0 to 100', () => {
    renderInApp(<Progress percent={42.4} aria-label="进度" />);
    const bar = screen.getByRole('progressbar', { name: '进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('a small progress bar can show its percentage after the rail', () => {
    renderInApp(<Progress percent={40} size="small" showInfo aria-label="分享进度" />);
    expect(screen.getByRole('progressbar', { name: '分享进度' })).toHaveTextContent('40%');
  });

  it('an alert can show another icon (a spinner while loading)', () => {
    renderInApp(
      <Alert type="info" showIcon icon={<span data-testid="spinner" />} message="正在加载" />,
    );
    expect(screen.getByRole('alert')).toContainElement(screen.getByTestId('spinner'));
  });
});
