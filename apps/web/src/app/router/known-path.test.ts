import { describe, expect, it } from 'vitest';
import { isKnownPath } from './known-path';
import { routes } from './routes';

describe('known paths of the route table', () => {
  it('knows the pages, their redirects, and any path under /user and /ai', () => {
    for (const path of [
      '/',
      '/home',
      '/login',
      '/worksSquare',
      '/book/reading',
      '/book/edit',
      '/user',
      '/user/my/book',
      '/user/student/list/42',
      '/user/xyz',
      '/ai',
      '/ai/painting',
      '/ai/whatever',
      '/device',
      '/login/',
    ]) {
      expect(isKnownPath(routes, path), path).toBe(true);
    }
  });

  it('leaves the rest to the not-found page', () => {
    for (const path of ['/no-such-page', '/book/nothing', '/worksSquare/1', '/%E4%BD%9C']) {
      expect(isKnownPath(routes, path), path).toBe(false);
    }
  });
});
