import type { common as zh } from '../zh-cn/common';
import type { TTranslation } from '../types';

export const common: TTranslation<typeof zh> = {
  app: {
    title: 'Haoduo AI Back Office',
    brand: 'Haoduo AI',
    brandSuffix: 'Console',
  },
  loading: {
    title: 'Loading',
    description: 'Preparing the content for you',
  },
  errors: {
    networkTitle: 'Network error',
    networkDescription: 'The request failed, please check your network connection',
  },
  notFound: {
    title: '404',
    subtitle: 'The page you visited does not exist',
    back: 'Back to the dashboard',
  },
  duration: {
    days: '{{count}} d',
    hours: '{{count}} h',
    minutes: '{{count}} min',
    seconds: '{{count}} s',
  },
};
