/**
 * Texts of the training labs' class projects (班级项目), for a 9-year-old: loaded with the
 * class project panel, which only a class's members and teachers see. Part of the zh-CN
 * catalogue.
 */
export const trainingClassZhCN = {
  title: '班级项目',
  class: '班级',
  project: '选择班级项目',
  open: '开设班级项目',
  create: '开设',
  name: '项目名称',
  nameRequired: '请输入项目名称',
  categories: '类别',
  categoriesHelp: '输入类别名后按回车；全班都往这些类别里添加样本。',
  categoriesRule: '图像和姿势项目需要2到10个类别，音乐项目1到10个',
  none: '老师还没有开设班级项目。',
  noneTeacher: '给你的班级开设一个项目：全班一起收集样本，一起训练一个模型。',
  openTag: '进行中',
  closed: '已结束',
  summary: '全班已有 {{count}} 个样本，{{people}} 人参与，其中你添加了 {{mine}} 个。',
  categoryCount: '{{name}}：{{count}} 个（我的 {{mine}} 个）',
  share: '把我的样本交给班级',
  loadAll: '载入全班样本来训练',
  saveModel: '保存为班级模型',
  useModel: '使用班级模型',
  close: '结束项目',
  closeConfirm: '结束后大家就不能再添加样本了，确定结束吗？',
  help: '在下面收集样本后点“把我的样本交给班级”（类别名要和班级项目的一样）；载入全班样本后就可以一起训练。',
  nothingToShare: '没有新的样本可以交：先在和班级项目同名的类别里收集样本。',
  shared: '交给班级 {{count}} 个样本',
  loaded: '载入了全班的 {{count}} 个样本，现在可以训练了',
  trainFirst: '先载入全班样本并训练，再保存班级模型。',
  modelSaved: '班级模型已保存，全班同学都可以使用了',
  modelOpened: '已打开班级模型，到第3步试试吧',
  created: '班级项目已开设',
  helpMusic:
    '在下面录下或加入旋律后点“把我的样本交给班级”；载入全班样本后，用全班的旋律一起训练、创作。',
  nothingToShareMusic: '没有新的旋律可以交：先录一段旋律或加入一首例子。',
  musicCategory: '全班的旋律',
  delete: '删除项目',
  deleteConfirm: '删除后，全班的样本、图片和班级模型都会删掉，不能恢复。确定删除吗？',
  deleted: '班级项目已删除',
} as const;
