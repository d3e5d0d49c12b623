import type { TDemoCourse } from './demo-courses';

/** The AI-models course of the demo: eight lessons on how machines learn, with the training labs. */
export const AI_MODELS_COURSE: TDemoCourse = {
  title: 'AI模型训练营：教电脑认识世界',
  summary: '动手收集数据、训练图像、姿势和声音模型，理解机器学习的原理，学会负责任地使用AI。',
  gradeMin: 5,
  gradeMax: 8,
  hours: 8,
  tools: ['language', 'training-image', 'training-posture', 'training-music', 'painting'],
  introduction: `<h2>课程简介</h2>
<p>电脑是怎样「学会」认出一只猫、一个动作或一种乐器的声音的？本课程面向五到八年级学生，通过<strong>图像训练、姿势训练和音乐训练</strong>三个实验室，让学生亲手收集数据、训练模型、测试效果，理解机器学习的基本原理。</p>
<h3>你将学到</h3>
<ul><li>人工智能、机器学习、数据、特征、标签、模型等核心概念</li><li>训练一个分类模型的完整流程：收集—训练—测试—改进</li><li>数据的数量和质量如何影响模型，什么是数据偏差</li><li>AI的局限与伦理：隐私、公平和负责任地使用</li></ul>
<h3>课程安排</h3>
<p>共8课时，每课时40分钟。每节课都有一个实验任务，学生在训练实验室里完成班级项目，并在最后一课展示自己的AI小项目。</p>`,
  lessons: [
    {
      title: '什么是人工智能',
      objectives: [
        '能举出生活中三个人工智能的例子',
        '知道人工智能通过数据学习，而不是被一条条写好规则',
        '学会向AI语言助手提出清楚的问题，并判断回答是否可靠',
      ],
      steps: [
        {
          title: '导入：猜猜谁是AI',
          content:
            '展示语音助手、扫地机器人、自动门、计算器等图片，讨论哪些用到了人工智能、为什么。',
          minutes: 8,
        },
        {
          title: '讲解：规则与学习',
          content: '对比「写规则认猫」和「看很多猫的照片学会认猫」两种方法，引出机器学习。',
          minutes: 10,
        },
        {
          title: '体验：和AI助手对话',
          content: '向AI语言助手提问「人工智能是怎样学会认识猫和狗的？」，记录回答中的关键词。',
          minutes: 12,
        },
        {
          title: '思辨：AI说的都对吗',
          content: '换一种问法再问一次，比较两次回答；讨论为什么AI的回答也需要核实。',
          minutes: 7,
        },
        { title: '小结', content: '用一句话写下「我理解的人工智能」。', minutes: 3 },
      ],
      teachingNotes:
        '不必给人工智能下严格定义，重点是区分「按规则执行」和「从数据中学习」。提醒学生不要向AI助手透露姓名、学校、住址等个人信息。若AI回答有误，正好作为「需要核实」的教学素材。',
      toolLinks: [
        {
          tool: 'language',
          title: '问问AI：你是怎样学习的',
          prompt: '请用小学生能听懂的话解释：人工智能是怎样学会认识猫和狗的？请举一个例子。',
          settings: {},
          example: null,
        },
      ],
    },
    {
      title: '机器怎样学习：数据、特征和标签',
      objectives: [
        '理解数据、特征、标签和模型四个概念',
        '能为一个分类任务设计类别并收集样本',
        '完成第一个两分类的图像模型',
      ],
      steps: [
        {
          title: '游戏：蒙眼分水果',
          content: '请学生只听描述（颜色、形状、大小）来猜水果，体会「特征」的作用。',
          minutes: 8,
        },
        {
          title: '讲解：标签与样本',
          content: '每张照片是一个样本，「苹果」「香蕉」是标签；模型从带标签的样本中找规律。',
          minutes: 8,
        },
        {
          title: '实验：水果分类器',
          content:
            '在图像训练实验室打开班级项目「水果分类器」，每人为两个类别各拍摄或上传5张图片。',
          minutes: 14,
        },
        {
          title: '训练与测试',
          content: '点击训练，用新的水果图片测试，记录模型的判断和置信度。',
          minutes: 8,
        },
        { title: '小结', content: '说一说：模型是怎样「看」出苹果和香蕉的区别的？', minutes: 2 },
      ],
      teachingNotes:
        '实验前确认教室摄像头权限已开启；没有实物时可用平板展示水果图片作为样本。班级项目的样本是全班共享的，提醒学生只拍水果，不要拍到同学的脸。',
      toolLinks: [
        {
          tool: 'training-image',
          title: '训练水果分类器',
          prompt: '',
          settings: { projectName: '水果分类器', categories: ['苹果', '香蕉'] },
          example: null,
        },
      ],
    },
    {
      title: '训练一个垃圾分类小助手',
      objectives: [
        '经历「收集—训练—测试—改进」的完整流程',
        '能训练一个三分类的图像模型',
        '会用测试结果找出模型容易出错的类别',
      ],
      steps: [
        {
          title: '情境：垃圾分类难在哪',
          content: '讨论生活中容易分错的垃圾，提出「做一个分类小助手」的任务。',
          minutes: 6,
        },
        {
          title: '分工收集',
          content: '小组分工，为可回收物、厨余垃圾、其他垃圾三类各收集至少8张样本图片。',
          minutes: 12,
        },
        {
          title: '训练模型',
          content: '在图像训练实验室训练班级模型，观察训练过程中的准确率变化。',
          minutes: 8,
        },
        {
          title: '测试与记录',
          content: '每组用5件没用过的物品测试，把判断错误的例子记录在学习单上。',
          minutes: 10,
        },
        { title: '交流', content: '汇总各组的错误例子，讨论模型为什么会认错。', minutes: 4 },
      ],
      teachingNotes:
        '准备一些垃圾实物图片卡（瓶子、果皮、纸巾、电池等）便于拍摄。电池属于有害垃圾，可作为「模型没学过的类别」讨论：模型只能在学过的类别里选择。错误记录表下节课继续使用。',
      toolLinks: [
        {
          tool: 'training-image',
          title: '训练垃圾分类小助手',
          prompt: '',
          settings: {
            projectName: '垃圾分类小助手',
            categories: ['可回收物', '厨余垃圾', '其他垃圾'],
          },
          example: null,
        },
      ],
    },
    {
      title: '数据越多越好吗：数据质量与偏差',
      objectives: [
        '理解样本数量、多样性和质量对模型的影响',
        '能通过对照实验发现数据偏差',
        '提出改进数据、让模型更公平的方法',
      ],
      steps: [
        {
          title: '回顾：上节课的错误',
          content: '展示上节课记录的错误例子，提出问题：是数据太少，还是数据不够多样？',
          minutes: 6,
        },
        {
          title: '对照实验',
          content:
            '训练「笑脸识别」模型：第一次只用同一背景、同一角度的样本；第二次加入不同光线、角度和背景的样本。',
          minutes: 16,
        },
        {
          title: '比较结果',
          content: '用同一组测试图片比较两个模型，记录准确率的差别。',
          minutes: 8,
        },
        {
          title: '讨论：什么是数据偏差',
          content: '如果样本里只有某一类人或某一种场景，模型会怎样？联系生活中的例子。',
          minutes: 8,
        },
        { title: '小结', content: '写出两条「收集好数据」的建议。', minutes: 2 },
      ],
      teachingNotes:
        '笑脸识别可以用卡通表情图片代替真人照片，避免采集学生面部数据；若使用摄像头，只保存在班级项目中并在课后清除。讨论数据偏差时注意语言，不针对任何具体的人或群体。',
      toolLinks: [
        {
          tool: 'training-image',
          title: '对照实验：笑脸识别',
          prompt: '',
          settings: { projectName: '笑脸识别', categories: ['笑脸', '不笑'] },
          example: null,
        },
      ],
    },
    {
      title: '姿势识别：让电脑看懂动作',
      objectives: [
        '知道姿势识别通过人体关键点描述动作',
        '能训练一个识别三种动作的姿势模型',
        '设计一个用动作控制的小应用场景',
      ],
      steps: [
        {
          title: '导入：体感游戏',
          content: '讨论体感游戏、体育测试中电脑是怎样「看懂」动作的。',
          minutes: 6,
        },
        {
          title: '讲解：人体关键点',
          content: '演示实验室中的关键点骨架：肩、肘、手腕、膝盖的位置组成了一个姿势。',
          minutes: 8,
        },
        {
          title: '实验：动作识别',
          content: '在姿势训练实验室为举手、叉腰、站立三个动作各录入样本，注意动作要有变化。',
          minutes: 14,
        },
        {
          title: '训练与挑战',
          content: '训练模型，两人一组互相做动作测试，看看模型能否分清相似的动作。',
          minutes: 8,
        },
        {
          title: '设想应用',
          content: '想一想：这个模型可以用在课堂或体育课的什么地方？',
          minutes: 4,
        },
      ],
      teachingNotes:
        '需要较大的活动空间，建议学生轮流到摄像头前录入。姿势实验只使用关键点坐标，不保存人物照片，可以借此向学生说明隐私保护的设计。注意提醒动作幅度，避免碰撞。',
      toolLinks: [
        {
          tool: 'training-posture',
          title: '训练体育课动作识别',
          prompt: '',
          settings: { projectName: '体育课动作识别', categories: ['举手', '叉腰', '站立'] },
          example: null,
        },
      ],
    },
    {
      title: '声音也能训练：辨别乐器的声音',
      objectives: [
        '知道声音也可以成为机器学习的数据',
        '能训练一个辨别三种乐器声音的模型',
        '理解环境噪声对模型的影响',
      ],
      steps: [
        {
          title: '听一听',
          content: '播放钢琴、鼓、笛子的声音片段，请学生闭眼辨认，说说靠什么分辨。',
          minutes: 6,
        },
        {
          title: '讲解：声音的特征',
          content: '用声音波形和频谱图简单说明：音高、音色和节奏都是声音的特征。',
          minutes: 8,
        },
        {
          title: '实验：乐器辨音',
          content: '在音乐训练实验室为三种乐器各录入或上传样本片段，训练模型。',
          minutes: 14,
        },
        {
          title: '测试：安静与嘈杂',
          content: '分别在安静和有背景声的情况下测试，比较识别结果。',
          minutes: 8,
        },
        { title: '小结', content: '讨论：怎样让模型在嘈杂的教室里也能听得准？', minutes: 4 },
      ],
      teachingNotes:
        '没有实体乐器时，可使用实验室自带的示例声音或用平板播放乐器音频。录音时请全班保持安静，背景噪声测试环节再允许适度的说话声。',
      toolLinks: [
        {
          tool: 'training-music',
          title: '训练乐器辨音模型',
          prompt: '',
          settings: { projectName: '乐器辨音', categories: ['钢琴', '鼓', '笛子'] },
          example: null,
        },
      ],
    },
    {
      title: '会画画的AI：生成式模型',
      objectives: [
        '区分「识别」类AI和「生成」类AI',
        '知道生成式模型从大量图文数据中学习',
        '用AI绘画为自己的AI项目设计一张海报',
      ],
      steps: [
        {
          title: '对比：认出来和画出来',
          content: '对比前几课的分类模型和AI绘画：一个回答「这是什么」，一个根据描述「画出来」。',
          minutes: 8,
        },
        {
          title: '讲解：生成式模型的学习',
          content: '生成式模型看过大量图片和文字，学到了「词语」和「画面」的对应关系。',
          minutes: 8,
        },
        {
          title: '创作：项目海报',
          content: '为自己最喜欢的训练项目设计海报，描述画面主体、场景和风格，用AI绘画生成。',
          minutes: 16,
        },
        {
          title: '讨论：版权与署名',
          content: 'AI生成的图片是谁的作品？使用时应该怎样说明？',
          minutes: 8,
        },
      ],
      teachingNotes:
        '生成式AI可能出现与描述不符或不合理的细节，可请学生找一找画面中的「AI小错误」，理解模型并不真正「理解」世界。海报作品将用于最后一课的项目展示。',
      toolLinks: [
        {
          tool: 'painting',
          title: '为我的AI项目设计海报',
          prompt:
            '一个友好的垃圾分类机器人站在校园里，正在帮同学们把垃圾放进不同颜色的垃圾桶，像素风格',
          settings: { style: 'pixel' },
          example: 5,
        },
      ],
    },
    {
      title: '负责任地使用AI：我的AI项目展示',
      objectives: [
        '能完整介绍自己的AI项目：要解决的问题、数据、模型和效果',
        '能指出项目的局限和可能的风险',
        '形成负责任使用AI的意识：保护隐私、公平、诚实',
      ],
      steps: [
        {
          title: '准备：项目介绍卡',
          content:
            '用「问题—数据—模型—效果—局限」五栏整理自己的项目，可请AI助手帮忙检查表达是否清楚。',
          minutes: 12,
        },
        {
          title: '项目展示会',
          content: '小组轮流展示项目海报和模型演示，其他同学用新样本现场测试。',
          minutes: 16,
        },
        {
          title: '讨论：AI守则',
          content:
            '全班共同制定「我们的AI使用守则」三条，例如不上传他人照片、核实AI的回答、注明AI的帮助。',
          minutes: 9,
        },
        {
          title: '课程总结',
          content: '回顾八节课学到的概念，写下一个还想用AI解决的问题。',
          minutes: 3,
        },
      ],
      teachingNotes:
        '评价重点放在学生对数据和局限的说明上，而不是模型准确率的高低。AI助手只用于检查表达，介绍内容应由学生自己完成。班级守则可以打印张贴在教室中。',
      toolLinks: [
        {
          tool: 'language',
          title: '请AI帮我检查项目介绍',
          prompt:
            '我做了一个AI项目，请帮我检查下面的项目介绍是否清楚，并提出一条修改建议（不要替我重写）：',
          settings: {},
          example: null,
        },
      ],
    },
  ],
};
