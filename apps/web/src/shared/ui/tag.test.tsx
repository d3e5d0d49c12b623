import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { Tag } from './tag';

describe('Tag', () => {
  it('shows its text in its colour', () => {
    renderInApp(
      <>
        <Tag color="green">开班中</Tag>
        <Tag>绘本</Tag>
      </>,
    );
    expect(screen.getByText('开班中').className).toMatch(/green/);
    expect(screen.getByText('绘本').className).toMatch(/default/);
  });
});
