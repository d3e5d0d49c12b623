import type { TCatalogue } from '../zh-cn';
import { common } from './common';
import { dashboard } from './dashboard';
import { login } from './login';
import { nav } from './nav';
import { shell } from './shell';

/** The English catalogue: the same areas and keys as the Chinese one (the type says so). */
export const en: TCatalogue = {
  ...common,
  dashboard,
  login,
  nav,
  shell,
};
