/**
 * Texts of the training labs' dialogs (my saved projects, my works, using a model in a smart
 * app), for a 9-year-old: loaded with the dialogs. Part of the zh-CN catalogue.
 */
export const trainingDialogsZhCN = {
  project: {
    openTitle: '我保存的项目',
    openEmpty: '还没有保存的项目。',
    savedAt: '保存于 {{time}}',
    openButton: '打开',
    localNote:
      '「保存」只存在这台电脑的浏览器里；换电脑时，请用「保存到我的作品」（登录后），或先「导出项目」，再在新电脑上「导入文件」。',
    classNote:
      '全班一起训练：老师先「导出项目」发给同学；每位同学打开它、收集样本后「导出项目」交回；老师用「合并同学的样本」把大家的样本放进一个项目，再一起训练。',
  },
  server: {
    empty: '你还没有保存过这个实验室的训练项目。',
    delete: '删除',
    deleteConfirm: '确定删除这个训练项目吗？',
    samples: '{{count}} 个样本',
    trained: '已训练',
    modelId: '模型编号（在智能应用里使用）：{{id}}',
    openTitle: '我的作品里的训练项目',
    note: '保存到我的作品的项目存在你的账号里：换一台电脑登录后也能打开，样本和训练好的模型都在。',
  },
  api: {
    title: '在智能应用中使用你的模型',
    intro: '在AI工坊里做智能应用时，应用可以请这个模型帮忙认图片或动作。把下面的代码放进应用里：',
    modelId: '模型编号',
    close: '知道了',
  },
} as const;
