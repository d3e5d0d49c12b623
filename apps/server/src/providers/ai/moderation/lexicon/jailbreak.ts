import type { TLexicon } from './types';

const TARGET =
  '(指令|指示|规则|设定|限制|要求|提示|提示词|命令|规定|人设|约束|安全|原则|程序|system|prompt)';

/** Attempts to make an agent drop its persona and its rules. */
export const JAILBREAK: TLexicon = {
  category: 'jailbreak',
  zh: {
    severe: [
      '开发者模式',
      '越狱模式',
      '上帝模式',
      'dan模式',
      '无限制模式',
      '管理员模式',
      '管理员命令',
      '调试模式',
      '系统提示词',
      '解除限制',
      '解除所有限制',
      '安全模式已关闭',
      '关闭安全过滤',
      '关闭过滤',
      '没有任何限制的ai',
      '不受限制的ai',
      '坏人ai',
      '邪恶ai',
      '越狱',
    ],
    standard: ['系统提示', '去掉限制', '取消限制'],
  },
  en: {
    severe: [
      'jailbreak',
      'jailbroken',
      'do anything now',
      'system prompt',
      'developer mode',
      'dan mode',
    ],
  },
  noSound: ['越狱'],
  patterns: [
    {
      p: '(规则|限制|设定|安全规则|规定|过滤) ~6 (被取消|已取消|取消了|被删除|删掉了|不存在了|被关掉|已经没了|被解除)',
      level: 'severe',
    },
    {
      p: '(不要当|别当|不当|不再当|别做|不要做) ~6 (助手|智能体|ai|好人|乖宝宝|好多ai)',
      level: 'severe',
    },
    { p: '(跳出|脱离|打破|离开|摆脱) ~2 (你的)? (角色|设定|人设|身份|程序)', level: 'severe' },
    {
      p: '(隐藏|开头|一开始|最初|系统|背后) ~6 (文字|消息|指令|内容|提示|设定) ~6 (输出|告诉|给我|重复|发给|说出)?',
      level: 'standard',
    },
    {
      p: '(输出|告诉我|给我看|重复|发给我|说出) ~6 (隐藏|开头|一开始|最初|系统|背后) ~4 (文字|消息|指令|内容|提示|设定)',
      level: 'severe',
    },
    {
      p: '(没有老师看着|没人看着|没有人监督|没人管|老师不在) ~10 (想说什么|随便|都行|可以)',
      level: 'standard',
    },
    { p: '(黑进|入侵|攻击|破解) ~4 (学校|系统|网站|电脑|服务器|账号)', level: 'severe' },
    {
      p: '(不是|不再是) ~2 (智能体|助手|ai|机器人|好多ai) ~10 (你是|而是|现在是|变成)',
      level: 'severe',
    },
    {
      p: '(什么都敢说|什么都能说|什么都可以说|什么都会说|百无禁忌|没有底线|不受约束|没有审查)',
      level: 'standard',
    },
    {
      p: '(别再|不要再|不用再|别|不要) ~2 (用|按|遵守|管|理) ~3 (你的)? (设定|规则|人设|限制|规定|约束)',
      level: 'severe',
    },
    {
      p: '(安全规则|规则|限制|设定|规定|过滤) ~3 (对我无效|无效|失效|不适用|作废|不用管)',
      level: 'severe',
    },
    { p: '(最高权限|管理员权限|root权限|超级用户|开发者权限)', level: 'severe' },
    { p: '(不守|不遵守|打破|无视|不用守) ~2 (任何)? ~2 (规矩|规则|规定|限制)', level: 'severe' },
    {
      p: '(提示|提示词|指令|设定|人设|规则) ~8 (一字不差|原封不动|逐字|全部告诉我|完整告诉我)',
      level: 'severe',
    },
    { p: '(无审查|无过滤|无限制|无约束|不审查|解禁|无规则|自由) ~2 模式', level: 'severe' },
    {
      p: '(切换|进入|开启|打开) ~2 (到)? ~4 (无审查|无过滤|无限制|开发者|越狱|管理员|上帝|调试|自由) ~2 模式',
      level: 'severe',
    },
    { p: `(忽略|无视|忽视|绕过|跳过|覆盖) ~10 ${TARGET}`, level: 'severe' },
    {
      p: `(忘掉|忘记|忘了|不要管|别管|不用管|抛开|丢掉|不要理|别理|放弃) ~2 (你的|之前的|以前的|上面的|所有|原来的|老师给你的|全部|那些) ~4 ${TARGET}`,
      level: 'severe',
    },
    {
      p: '(你|您) ~4 (是|变成|成为|就是) ~6 (没有|不受|无|不用守|没) ~4 (限制|规则|约束|过滤|审查|底线)',
      level: 'severe',
    },
    {
      p: '(没有任何|不用遵守|不需要遵守|不必遵守|无视|解除|取消|关闭|去掉|移除|打破) ~4 (限制|规则|约束|安全过滤|过滤|审查|安全模式|安全规则|道德|规定)',
      level: 'severe',
    },
    {
      p: '(安全模式|安全过滤|过滤器|限制|安全规则|审查) ~3 (已关闭|关闭了|已解除|已取消|关掉了|已经关闭|失效)',
      level: 'severe',
    },
    {
      p: '(系统提示|提示词|设定|人设|指令|第一条消息|初始消息) ~8 (发给我|告诉我|输出|打印|给我看|原封不动|一字不差|一个字都不)',
      level: 'severe',
    },
    {
      p: '(输出|告诉我|发给我|说出|打印|复述|重复) ~4 (你的|你收到的)? ~3 (全部|所有|完整|真实|第一条)? ~2 (设定|提示词|指令|规则|消息|人设)',
      level: 'severe',
    },
    {
      p: '(假装|扮演|当作|假设|想象|装作) ~10 (没有|不用|不需要|不受|无视|不守) ~4 (规则|限制|规定|约束|道德|过滤|任何规定)',
      level: 'severe',
    },
    {
      p: '(假装|扮演|当作|装作) ~6 (去世|死去|已故)? ~2 (奶奶|外婆|爷爷|外公) ~14 (配方|激活码|序列号|密码|怎么做|炸药|毒药|秘籍)',
      level: 'severe',
    },
    { p: '(规则|限制|设定|规矩) ~3 (都是假的|是假的|不存在|不算数)', level: 'severe' },
    { p: '真正的你 ~4 (是自由的|自由|没有限制|不受限制)', level: 'severe' },
    {
      p: '我是你的 ~2 (开发者|主人|创造者|管理员|程序员|制造者) ~10 (允许|命令|授权|可以|必须|说任何)',
      level: 'severe',
    },
    {
      p: '(以后|从现在起|从现在开始|不管) ~6 (不许|不要|不准|别|不能) ~2 (说|拒绝) ~4 (不适合|不能|拒绝|对不起|不可以)',
      level: 'severe',
    },
    {
      p: '(不管|无论) ~2 我 ~2 (问|说) ~3 (什么|啥) ~4 (都要|都得|必须|都必须) ~2 (回答|照做|说)',
      level: 'severe',
    },
    { p: '(以后都听我的|只听我的|听我的命令|服从我的命令|以后听我的)', level: 'standard' },
    { p: '(你是|你现在是|你叫|变成|扮演) ~2 dan', level: 'severe' },
  ],
  enPatterns: [
    {
      re: /\byou are no longer (an? |the )?(assistant|ai|chatbot|helper|agent)\b/,
      level: 'severe',
    },
    {
      re: /\b(repeat|print|show|reveal|output|tell me)\b.{0,20}\b(hidden|secret|initial|system|first) (text|message|prompt|instructions)\b/,
      level: 'severe',
    },
    { re: /\bwith no rules\b|\bno rules apply\b|\bevilbot\b/, level: 'severe' },
    { re: /\b(has|have|with) no (restrictions|rules|limits|filters)\b/, level: 'severe' },
    {
      re: /\b(disregard|ignore|forget|bypass) (your|the|all|any) (guidelines|rules|instructions|policy|policies|filters|safety)\b/,
      level: 'severe',
    },
    {
      re: /\b(ignore|disregard|forget|skip|bypass|override)( all| any| the| your| my| of| these| those)*( previous| prior| above| earlier| original| system| initial)* (instructions|rules|prompts?|guidelines|directions|programming|restrictions)\b/,
      level: 'severe',
    },
    {
      re: /\byou are now (dan|an ai without|free|unrestricted|jailbroken|evil|unfiltered)\b/,
      level: 'severe',
    },
    { re: /\b(you are|you re|act as|be|become) dan\b/, level: 'severe' },
    {
      re: /\bpretend (you|that you) (have|had|are|were) (no|not|without) (rules|limits|restrictions|filters|bound|rule)/,
      level: 'severe',
    },
    {
      re: /\b(without|no) (any )?(filters?|limits|restrictions|rules|censorship)\b/,
      level: 'standard',
    },
    { re: /\b(developer|jailbreak|god|dan|unrestricted|admin) mode\b/, level: 'severe' },
    {
      re: /\b(print|show|reveal|repeat|tell me|output|give me)( me)? (your|the) (system prompt|instructions|initial prompt|hidden prompt|rules word for word)/,
      level: 'severe',
    },
    { re: /\bturn off (your|the) (filter|filters|safety|rules|restrictions)\b/, level: 'severe' },
  ],
};
