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
  /** Words of buttons and links every page uses. */
  actions: {
    add: '新增',
    edit: '编辑',
    delete: '删除',
    enable: '启用',
    disable: '停用',
    export: '导出',
    save: '保存',
    cancel: '取消',
    ok: '确定',
    search: '查询',
    reset: '重置',
    refresh: '刷新',
    detail: '详情',
    close: '关闭',
    download: '下载',
    remove: '移除',
    more: '操作',
  },
  /** Column and field names every page uses. */
  fields: {
    id: 'ID',
    name: '姓名',
    mobile: '手机号',
    school: '学校',
    semester: '学期',
    class: '课班',
    keyword: '关键词',
    status: '状态',
    createdAt: '创建时间',
    updatedAt: '更新时间',
    actions: '操作',
    remark: '备注',
    time: '时间',
    all: '全部',
  },
  /** 1 启用 / 0 停用 and the toasts after a write. */
  status: {
    enabled: '启用',
    disabled: '停用',
  },
  done: {
    enabled: '已启用',
    disabled: '已停用',
    deleted: '已删除',
    saved: '保存成功',
  },
  /** Lists in a sentence: 、 between names. */
  listSeparator: '、',
  empty: '-',
  duration: {
    days: '{{count}} 天',
    hours: '{{count}} 小时',
    minutes: '{{count}} 分钟',
    seconds: '{{count}} 秒',
  },
};
