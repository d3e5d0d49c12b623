import { Messages } from '@haoduo/contract';

/** Texts every part of the console uses: the app's name, loading, errors, durations, 404. */
export const common = {
  app: {
    title: '好多AI 管理后台',
    brand: '好多AI',
    brandSuffix: '管理后台',
  },
  loading: {
    title: Messages.LOADING_TITLE,
    description: Messages.LOADING_DESCRIPTION,
  },
  errors: {
    networkTitle: Messages.NETWORK_ERROR_TITLE,
    networkDescription: Messages.NETWORK_ERROR_DESCRIPTION,
  },
  notFound: {
    title: '404',
    subtitle: Messages.NOT_FOUND_PAGE,
    back: '返回工作台',
  },
  duration: {
    days: '{{count}} 天',
    hours: '{{count}} 小时',
    minutes: '{{count}} 分钟',
    seconds: '{{count}} 秒',
  },
};
