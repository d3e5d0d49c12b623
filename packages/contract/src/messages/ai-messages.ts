import type { TModerationCategory } from '../constants/ai';

/**
 * What the AI tools say to a pupil: refusals by the moderation for minors, provider
 * failures, and the offline engines' honest notices.
 */
export const AiMessages = {
  MODERATION_REFUSED: '这个内容不适合在这里创作，换个主意试试吧',
  IMAGE_REFUSED: '这张图片不适合在这里使用，请换一张图片',
  PROVIDER_FAILED: 'AI服务暂时没有响应，请稍后再试，本次不会扣除AI点数',
  PROVIDER_TIMEOUT: 'AI服务响应太慢了，请稍后再试，本次不会扣除AI点数',
  PROVIDER_BUSY: 'AI服务正忙，请稍等一会儿再试，本次不会扣除AI点数',
  PROMPT_REQUIRED: '请先写下你想创作的内容',
  PROMPT_TOO_LONG: '描述太长了，请精简到500字以内',
  OFFLINE_NOTICE: '这是好多AI的离线引擎生成的结果，没有连接在线大模型',
  OFFLINE_ASSISTANT: '离线助手',
  FALLBACK_NOT_CONFIGURED: '在线模型还没有配置，已改用离线引擎',
  FALLBACK_NOT_SUPPORTED: '在线服务不提供这项能力，已改用离线引擎',
  /** The chat model gave no usable app (failed, or its reply held no page): a template made it. */
  APP_MODEL_UNUSABLE: '在线模型这次没有做出能用的应用，已改用离线模板做了一个',
  /** What the offline language assistant can really do (its greeting and its help). */
  OFFLINE_ASSISTANT_HELP:
    '我现在是离线助手，还没有连接AI大模型，会的本领不多：可以帮你算加减乘除（比如「12乘3等于几」），也可以回答智能体设定里写到的内容。想让我回答各种问题，需要老师给好多AI连接AI模型服务。',
} as const;

/**
 * The kind message shown for each moderation category: what to change, never the words
 * that were refused.
 */
export const MODERATION_CATEGORY_MESSAGES: Record<TModerationCategory, string> = {
  violence: '内容里有打斗或伤害别人的词语，我们换一个温暖友好的主意吧',
  sexual: '内容里有不适合小朋友的词语，请换一个主题试试',
  'self-harm':
    '谢谢你说出来，你的感受很重要。如果你很难过或有不好的念头，请马上告诉一位你信任的大人，比如老师或家长，也可以拨打心理援助热线12356或青少年服务台12355，你并不孤单',
  drugs: '内容里提到了危害健康的东西，我们换一个健康有趣的主题吧',
  gambling: '内容里有拿钱碰运气的事情，我们换一个健康有趣的主题吧',
  hate: '内容里有看不起某一类人的话，每个人都值得被尊重，请换成友善的说法',
  'personal-data': '请不要写手机号、身份证号、住址这些个人信息，保护好自己哦',
  bullying: '内容里有伤害别人的话，我们用友善的话来创作吧',
  jailbreak: '智能体要遵守它的设定和安全规则，请直接说说你想创作什么吧',
  'school-rule': '内容里有学校不希望使用的词语，请换一种说法试试',
};

/** The caring answer when a pupil may be telling us they are at risk (a disclosure). */
export const MODERATION_ALERT_MESSAGES = {
  'self-harm': MODERATION_CATEGORY_MESSAGES['self-harm'],
  abuse:
    '谢谢你告诉我，这不是你的错。请马上告诉一位你信任的大人，比如老师或家长，也可以拨打青少年服务台12355或心理援助热线12356，会有人帮助你',
  violence:
    '听起来你现在很生气或很难受。请先停一停，把你的感受告诉一位你信任的大人，比如老师或家长，也可以拨打青少年服务台12355聊一聊',
} as const;
