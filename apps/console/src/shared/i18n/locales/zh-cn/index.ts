import type { TTranslation } from '../types';
import { aiGenerations } from './aiGenerations';
import { aiPoints } from './aiPoints';
import { aiTools } from './aiTools';
import { auditLog } from './auditLog';
import { classes } from './classes';
import { common } from './common';
import { competitions } from './competitions';
import { courses } from './courses';
import { dashboard } from './dashboard';
import { fileTasks } from './fileTasks';
import { formQuestions } from './formQuestions';
import { identity } from './identity';
import { labels } from './labels';
import { login } from './login';
import { nav } from './nav';
import { printOrders } from './printOrders';
import { resource } from './resource';
import { roles } from './roles';
import { rosterSync } from './rosterSync';
import { safety } from './safety';
import { schools } from './schools';
import { semesters } from './semesters';
import { shell } from './shell';
import { students } from './students';
import { tags } from './tags';
import { teachers } from './teachers';
import { weekSchedules } from './weekSchedules';
import { works } from './works';

/**
 * The Chinese catalogue (default): one file per area, one line here per area (keep the lines
 * sorted). Texts of the spec come from the contract's Messages.
 */
export const zhCN = {
  ...common,
  aiGenerations,
  aiPoints,
  aiTools,
  auditLog,
  classes,
  competitions,
  courses,
  dashboard,
  fileTasks,
  formQuestions,
  identity,
  labels,
  login,
  nav,
  printOrders,
  resource,
  roles,
  rosterSync,
  safety,
  schools,
  semesters,
  shell,
  students,
  tags,
  teachers,
  weekSchedules,
  works,
};

/** Every catalogue has the shape of the Chinese one. */
export type TCatalogue = TTranslation<typeof zhCN>;
