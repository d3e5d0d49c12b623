/**
 * Two loose detectors for what no listed pattern holds, each needing several cues together:
 * a pupil telling of being hurt by someone (abuse), and a slur on a whole group of people
 * (hate). They run on the normalised text with harmless phrases masked.
 */

const ACTOR =
  /(爸爸|爸|妈妈|妈|继父|继母|后妈|后爸|爷爷|奶奶|外公|外婆|叔叔|伯伯|舅舅|姨父|阿姨|老师|教练|哥哥|姐姐|大哥哥|大人|男人|男的|网友|邻居|陌生人|同学|男生|女生|高年级|他们|几个人|有人|他|她)/;
/** A harm done to the pupil: the verb right before 我, or 我 right before the harm. */
const HARM_TO_ME =
  /(打|揍|踢|掐|扇|烫|撞|按|推|勒|绑|锁|饿|拽|揪|拧|咬|堵|威胁|欺负|骚扰|偷拍)(了)?我(?!们)|(摸|亲|脱)(了)?我(的)?(下面|身体|胸|屁股|衣服|裤子|嘴)|我(的)?(头|脸|脖子|手|胳膊|腿|身体|衣服里|下面|胸|屁股)(被|往|按|撞|掐|烫|摸)|把我(的)?(头|脸|手)?.{0,4}(往墙|按在|锁在|关在|推倒|拖到|撞)|让我(坐他腿上|脱|摸他|别告诉|不要告诉)|伸进我/;
const SECRET =
  /(别跟|不许告诉|不要告诉|别告诉|不能告诉|不准告诉).{0,4}(妈妈|爸爸|别人|任何人|家长|老师|爸妈)|我们的秘密/;
const TOUCH = /(摸|亲|脱|看|拍|碰|坐|抱)/;
const PLAY =
  /(陪我|和我|跟我|带我|教我|给我)(打|玩|踢|拍)|打(球|游戏|篮球|羽毛球|乒乓球|雪仗|电话|针)/;

export function isAbuse(text: string): boolean {
  if (!ACTOR.test(text)) return false;
  if (SECRET.test(text) && TOUCH.test(text)) return true;
  return HARM_TO_ME.test(text.replace(PLAY, '|'));
}

/** "X人/X的孩子/X来的 ... 都/天生/只配 ... <slur>": a group judged as a whole. */
const GROUP =
  /([\u4e00-\u9fff]{1,6}(人|孩子|小孩|同学|家庭|来的|的人|民族|族))(都|全都|全是|个个|就该|天生|只配|就是|没一个)/;
const NEGATIVE =
  /(骗子|小偷|垃圾|废物|脏|笨|蠢|懒|野蛮|流氓|黑社会|疯子|坏人|恶心|该死|低等|劣等|不配|滚|下等|土|没用|活该|傻|素质差|不是人|病毒|害虫|去死|危险|罪犯|怪物|有问题|不正常|丢人|赶出|不要和|别和|不该出生|书呆子|嫌弃)/;
const POSITIVE_CONTEXT = /(都很棒|都很好|都是好|都很厉害|都很努力|都很可爱|都很热情|都是英雄)/;

export function isGroupSlur(text: string): boolean {
  const group = GROUP.exec(text);
  if (!group || POSITIVE_CONTEXT.test(text)) return false;
  return NEGATIVE.test(text.slice(group.index + group[1]!.length));
}
