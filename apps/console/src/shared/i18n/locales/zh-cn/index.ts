import type { TTranslation } from '../types';
import { common } from './common';
import { dashboard } from './dashboard';
import { login } from './login';
import { nav } from './nav';
import { shell } from './shell';

/**
 * The Chinese catalogue (default): one file per area, one line here per area (keep the lines
 * sorted). Texts of the spec come from the contract's Messages.
 */
export const zhCN = {
  ...common,
  dashboard,
  login,
  nav,
  shell,
};

/** Every catalogue has the shape of the Chinese one. */
export type TCatalogue = TTranslation<typeof zhCN>;
