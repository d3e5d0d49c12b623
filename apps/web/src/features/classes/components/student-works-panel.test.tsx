import { AccountType, type TStudentWorksItem } from '@haoduo/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { mockApi } from '../../../test/mock-api';
import { renderInApp } from '../../../test/render';
import { StudentWorksPanel } from './student-works-panel';

const WORKS = '/api/v1/works-service/works/custom/student-works-list';
const CLASSES = '/api/v1/works-service/course-class/custom/get-class-list';

// Only the fields the table shows; the rest of the item does not matter here.
const work = (id: number, type: number, worksName: string) =>
  ({
    id,
    type,
    worksName,
    authorName: '张小明',
    className: '三年级AI创作班',
    status: 1,
    auditStatus: 1,
    updatedAt: '2026-11-20T08:00:00.000Z',
    worksCoverPic: null,
    coverThumbUrl: null,
  }) as unknown as TStudentWorksItem;

describe('学员作品', () => {
  beforeEach(() => {
    useAppStore.setState({ ...initialAppState(), token: 'tok', accountType: AccountType.TEACHER });
  });

  it('links each name to where the work opens: a picture book in the reader', async () => {
    mockApi({
      [`GET ${CLASSES}`]: [],
      [`GET ${WORKS}`]: {
        list: [work(7, 1, '星空下的小恐龙'), work(9, 5, '会飞的猫咪')],
        total: 2,
        currentPage: 1,
        pageSize: 10,
      },
    });
    renderInApp(<StudentWorksPanel />);
    expect(await screen.findByRole('link', { name: '星空下的小恐龙' })).toHaveAttribute(
      'href',
      '/book/reading?id=7',
    );
    const other = screen.getByRole('link', { name: '会飞的猫咪' });
    expect(other.getAttribute('href')).toMatch(/id=9$/);
    expect(other).toHaveAttribute('target', '_blank');
  });
});
