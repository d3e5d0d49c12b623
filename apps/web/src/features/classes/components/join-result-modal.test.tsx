import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JoinResultModal } from './join-result-modal';

const result = {
  worksCourseClassId: 2,
  firstJoin: true,
  courseClassName: '四年级绘本班',
  courseClassStatus: 60,
  schoolId: 1,
  schoolName: '好多AI实验小学',
  platformSemesterName: '2026秋季学期',
};

describe('join result dialogs', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('congratulates a first join with class, status, school and semester; going closes after 500 ms', () => {
    const onGo = vi.fn();
    const onClose = vi.fn();
    render(<JoinResultModal result={result} onGo={onGo} onClose={onClose} />);

    const dialog = screen.getByRole('dialog', { name: '加入成功' });
    expect(dialog).toHaveTextContent('恭喜你加入新班级！');
    expect(dialog).toHaveTextContent('四年级绘本班');
    expect(dialog).toHaveTextContent('开班中');
    expect(dialog).toHaveTextContent('好多AI实验小学');
    expect(dialog).toHaveTextContent('2026秋季学期');

    fireEvent.click(screen.getByRole('button', { name: '前往新班级' }));
    expect(onGo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(499));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks after a repeat join whether to go now; not now closes after 500 ms without going', () => {
    const onGo = vi.fn();
    const onClose = vi.fn();
    render(
      <JoinResultModal result={{ ...result, firstJoin: false }} onGo={onGo} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent('你已经在「四年级绘本班」中了，是否现在前往这个班级？');

    fireEvent.click(screen.getByRole('button', { name: '暂不前往' }));
    act(() => vi.advanceTimersByTime(500));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onGo).not.toHaveBeenCalled();
  });

  it('goes now after a repeat join, then closes after 500 ms', () => {
    const onGo = vi.fn();
    const onClose = vi.fn();
    render(
      <JoinResultModal result={{ ...result, firstJoin: false }} onGo={onGo} onClose={onClose} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '现在前往' }));
    expect(onGo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(500));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
