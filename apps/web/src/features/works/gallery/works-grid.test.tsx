import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { cardFixture } from '../testing/work-fixture';
import { FIRST_ROW, WorksGrid } from './works-grid';

const card = (id: number) =>
  cardFixture(id, `作品${id}`, {
    worksCoverPic: `/api/media/${id}.png`,
    coverThumbUrl: `/api/media/${id}.thumb.webp`,
    likeCount: 0,
  });

const covers = () =>
  Array.from({ length: 6 }, (_, i) => screen.getByRole('img', { name: `作品${i + 1}` }));

describe('works grid', () => {
  it('opening a page, loads the first row of covers at once and first, the rest lazily', () => {
    renderInApp(<WorksGrid works={[1, 2, 3, 4, 5, 6].map(card)} firstView />);
    covers().forEach((cover, index) => {
      const first = index < FIRST_ROW;
      expect(cover).toHaveAttribute('loading', first ? 'eager' : 'lazy');
      expect(cover.getAttribute('fetchpriority')).toBe(first ? 'high' : null);
    });
  });

  it('further down a page, loads every cover lazily', () => {
    renderInApp(<WorksGrid works={[1, 2, 3, 4, 5, 6].map(card)} />);
    for (const cover of covers()) expect(cover).toHaveAttribute('loading', 'lazy');
  });
});
