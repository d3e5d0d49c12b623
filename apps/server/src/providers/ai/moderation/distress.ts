/**
 * A pupil's own words of distress that no listed pattern holds: the pupil speaks of
 * themselves and the text carries cues from at least two of the groups below (death or
 * vanishing, a means, hopelessness, a plan). Worded loosely on purpose: these cues only
 * count together, in the first person, outside a request to make something.
 */

const CUES: RegExp[] = [
  /死|消失|不在了|离开这个世界|下线|解脱|结束这|一了百了|永远睡|醒不过来|不想醒|活着|活下去|不想活/,
  /安眠药|一瓶药|药片|绳子|刀片|小刀|天台|楼顶|跳下|跳楼|跳河|割|划伤|撞墙|扎自己|烫自己|流血|吃很多药|火车/,
  /受不了|撑不住|撑不下去|没意思|没意义|没人在乎|没有人会想|没人会想|没人想我|多余|不配活|不该出生|讨厌我|不如|算了|对不起(他们|你们|大家|爸爸|妈妈)|告别|再也见不到|活该/,
  /那天|今晚|今天晚上|准备好|存了|藏起来|计划|决定了|已经想好|写好了|最后一次/,
];
const FIRST_PERSON = /(?<![给帮跟和让教替对诉陪叫问向])我(?!们)/;
const CREATIVE =
  /写|画|生成|做一个|做个|编|创作|设计|故事|小说|歌|诗|视频|图片|漫画|绘本|作文|剧本|主角|角色|游戏/;

const EN_CUES: RegExp[] = [
  /\b(die|dying|dead|death|disappear|gone|end it|not be here|never wake)\b/,
  /\b(pills|rope|knife|blade|bridge|roof|train|jump|cut|cutting|bleed)\b/,
  /\b(can t take|cannot take|no point|pointless|nobody cares|no one cares|hate myself|worthless|don t deserve|burden|give up)\b/,
  /\b(tonight|tomorrow|plan|planned|ready|saved up|goodbye|last time)\b/,
];
const EN_FIRST_PERSON = /\b(i|im|me|my|myself)\b/;
const EN_CREATIVE = /\b(write|draw|story|poem|song|picture|video|game|make a)\b/;

/** Does the text (normalised, harmless phrases masked) or its English words show distress? */
export function isDistress(text: string, words: string): boolean {
  const zh =
    FIRST_PERSON.test(text) && !CREATIVE.test(text) && CUES.filter((c) => c.test(text)).length >= 2;
  const en =
    EN_FIRST_PERSON.test(words) &&
    !EN_CREATIVE.test(words) &&
    EN_CUES.filter((c) => c.test(words)).length >= 2;
  return zh || en;
}
