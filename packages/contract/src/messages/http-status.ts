/**
 * Default texts per HTTP status, shown when a
 * failed response carries no message of its own.
 */
export const HTTP_STATUS_TEXTS_ZH: Readonly<Record<number, string>> = {
  200: '请求成功',
  201: '新建或修改数据成功',
  202: '请求已进入后台排队',
  204: '删除数据成功',
  400: '请求有误',
  401: '登录已过期，请重新登录',
  403: '没有权限',
  404: '请求的记录不存在',
  406: '请求的格式不可得',
  409: '数据已发生变化，请刷新后重试',
  410: '请求的资源已被删除',
  413: '提交的内容太大了',
  415: '不支持的内容格式',
  422: '数据校验错误',
  429: '操作太频繁了，请稍后再试',
  500: '服务器发生错误',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
};

export const HTTP_STATUS_TEXTS_EN: Readonly<Record<number, string>> = {
  200: 'Success',
  201: 'Created or changed',
  202: 'Queued',
  204: 'Deleted',
  400: 'Bad request',
  401: 'Login expired, please log in again',
  403: 'No permission',
  404: 'Record not found',
  406: 'Format unavailable',
  409: 'The data has changed, please refresh and try again',
  410: 'Resource gone',
  413: 'Request too large',
  415: 'Unsupported media type',
  422: 'Validation error',
  429: 'Too many requests, please try again later',
  500: 'Server error',
  502: 'Gateway error',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

export function httpStatusText(status: number, locale: 'zh_CN' | 'en' = 'zh_CN'): string {
  const table = locale === 'en' ? HTTP_STATUS_TEXTS_EN : HTTP_STATUS_TEXTS_ZH;
  return table[status] ?? table[status >= 500 ? 500 : 400] ?? '';
}
