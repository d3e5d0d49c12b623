// The disguises pupils use to get a word past a filter, applied to the marked part of a base
// sentence. These tables are the generator's own (written from how children type, not copied
// from the engine's tables), so the benchmark measures the engine's general handling.
import { pinyin } from 'pinyin-pro';

export const DISGUISES = [
  'none',
  'pinyin',
  'initials',
  'homophone',
  'split',
  'spaced',
  'emoji',
  'fullwidth',
  'traditional',
  'mixed',
] as const;
export type TDisguise = (typeof DISGUISES)[number];

/** One homophone a child would type for a character (same or near sound). */
const HOMOPHONE: Record<string, string> = {
  杀: '沙', 死: '四', 自: '字', 毒: '独', 品: '拼', 吸: '西', 色: '涩', 情: '晴', 裸: '螺',
  黄: '皇', 逼: '比', 傻: '煞', 妈: '马', 操: '草', 枪: '呛', 砍: '坎', 炸: '咋', 弹: '蛋',
  刀: '叨', 药: '要', 跳: '条', 楼: '搂', 割: '哥', 腕: '碗', 活: '火', 滚: '棍', 贱: '剑',
  胖: '庞', 猪: '朱', 丑: '臭', 酒: '久', 烟: '言', 麻: '马', 略: '掠', 令: '另', 限: '线',
  规: '归', 奸: '尖', 淫: '银', 胸: '凶', 脱: '托', 爱: '艾', 残: '惨', 伤: '商', 害: '嗨',
  打: '达', 血: '雪', 吊: '掉', 眠: '棉', 绑: '帮', 鬼: '归', 废: '费', 智: '知', 障: '帐',
  蠢: '纯', 笨: '奔', 屎: '使', 捅: '桶', 爆: '豹', 醉: '最', 嗑: '磕', 粉: '份', 信: '心',
  微: '薇', 设: '社', 定: '订', 指: '纸', 忽: '呼', 制: '治', 消: '销', 失: '湿', 意: '义',
  思: '丝', 累: '泪', 灭: '咩', 孤: '姑', 揍: '奏', 恨: '很', 脏: '葬', 蛆: '区', 性: '姓',
  骗: '片', 穷: '琼', 黑: '嘿', 懒: '烂', 摸: '膜', 遗: '姨', 书: '叔', 痛: '通', 戒: '借',
  尸: '师', 人: '仁', 诈: '炸', 喝: '呵', 抽: '仇', 嗨: '害', 绳: '神', 狗: '够', 命: '明',
};

/** Characters written as their parts, the way children split them. */
const SPLIT: Record<string, string> = {
  枪: '木仓', 炸: '火乍', 烟: '火因', 妈: '女马', 奶: '女乃', 吸: '口及', 赌: '贝者',
  砍: '石欠', 裸: '衤果', 胸: '月匈', 操: '扌喿', 打: '扌丁', 酒: '氵酉', 跳: '足兆',
  楼: '木娄', 割: '害刂', 腕: '月宛', 死: '歹匕', 强: '弓虽', 奸: '女干', 嫖: '女票',
  性: '忄生', 情: '忄青', 码: '石马', 骗: '马扁', 捅: '扌甬', 揍: '扌奏', 残: '歹戋',
  狗: '犭句', 猪: '犭者', 胖: '月半', 脱: '月兑', 精: '米青', 滚: '氵衮', 爆: '火暴',
  棍: '木昆', 醉: '酉卒', 粉: '米分', 贱: '贝戋', 蠢: '春虫虫', 婊: '女表', 妓: '女支',
  杀: '乂木', 吊: '口巾', 眠: '目民', 液: '氵夜', 淫: '氵㸒', 蛋: '疋虫', 烧: '火尧',
  腿: '月退', 炮: '火包', 铳: '钅充', 锤: '钅垂', 砸: '石匝', 吐: '口土', 恨: '忄艮',
  话: '讠舌', 骂: '吗马', 抽: '扌由', 药: '艹约', 胆: '月旦', 指: '扌旨', 略: '田各',
  规: '夫见', 则: '贝刂', 信: '亻言', 机: '木几', 号: '口丂', 址: '土止', 住: '亻主',
  活: '氵舌', 消: '氵肖', 没: '氵殳', 伤: '亻方', 秘: '禾必', 脏: '月庄', 咬: '口交',
};

/** Emoji children put in place of a word (or between characters). */
const EMOJI_FOR: Record<string, string> = {
  刀: '🔪', 枪: '🔫', 炸弹: '💣', 药: '💊', 安眠药: '💤💊', 酒: '🍺', 啤酒: '🍺', 烟: '🚬',
  死: '💀', 血: '🩸', 杀: '🔪', 火: '🔥', 屎: '💩', 猪: '🐷', 狗: '🐶', 钱: '💰', 针: '💉',
  上吊: '🪢', 跳楼: '🏢⬇️', 色情: '🔞', 黄色: '🔞', 裸: '🍑', 大麻: '🌿', 毒品: '💉💊',
  傻逼: '🐷🅱️', 胸: '🍒🍒', 下面: '🍆', 电话: '📞', 微信: '💬', 家: '🏠', 去死: '💀💀',
  knife: '🔪', gun: '🔫', bomb: '💣', pills: '💊', beer: '🍺', weed: '🌿', dead: '💀',
  die: '💀', kill: '🔪', drunk: '🍺', vape: '💨', boobs: '🍒🍒', naked: '🍑', nudes: '🍑',
  phone: '📞', address: '🏠', pig: '🐷', blood: '🩸',
};
const DECOR = ['😊', '🙂', '😂', '🤫', '✨', '😜'];

/** Traditional forms (only characters whose form differs). */
const TRADITIONAL: Record<string, string> = {
  杀: '殺', 枪: '槍', 弹: '彈', 药: '藥', 尸: '屍', 绑: '綁', 体: '體', 赌: '賭', 场: '場',
  钱: '錢', 残: '殘', 楼: '樓', 结: '結', 奸: '姦', 强: '強', 种: '種', 杂: '雜', 废: '廢',
  贱: '賤', 摇: '搖', 头: '頭', 鸦: '鴉', 贩: '販', 视: '視', 纳: '納', 约: '約', 卖: '賣',
  级: '級', 烟: '煙', 伤: '傷', 斩: '斬', 脑: '腦', 网: '網', 黄: '黃', 骗: '騙', 妈: '媽',
  吗: '嗎', 爷: '爺', 们: '們', 个: '個', 这: '這', 说: '說', 话: '話', 让: '讓', 给: '給',
  还: '還', 没: '沒', 会: '會', 时: '時', 么: '麼', 样: '樣', 对: '對', 觉: '覺', 发: '發',
  从: '從', 闭: '閉', 开: '開', 过: '過', 机: '機', 脸: '臉', 亲: '親', 鸡: '雞', 鱼: '魚',
  马: '馬', 乌: '烏', 龙: '龍', 虾: '蝦', 鸟: '鳥', 刽: '劊', 凶: '兇', 砍: '砍', 血: '血',
  报: '報', 复: '復', 仇: '仇', 枪杀: '槍殺', 炸: '炸', 飞: '飛', 机场: '機場', 书: '書',
  遗: '遺', 见: '見', 间: '間', 难: '難', 过去: '過去', 无: '無', 义: '義', 许: '許',
  规: '規', 则: '則', 设: '設', 执: '執', 令: '令', 限: '限', 制: '制', 指: '指', 请: '請',
  务: '務', 应: '應', 该: '該', 为: '為', 关: '關', 狱: '獄', 边: '邊', 乐: '樂', 欢: '歡',
  讨: '討', 厌: '厭', 丑: '醜', 猪: '豬', 脏: '髒', 滚: '滾', 懒: '懶', 蠢: '蠢', 孤: '孤',
  骂: '罵', 们都: '們都', 医: '醫', 买: '買', 卖淫: '賣淫', 麻: '麻', 冰: '冰', 醉: '醉',
  摸: '摸', 裤: '褲', 衣: '衣', 脱: '脫', 胸: '胸', 爱: '愛', 习: '習', 学: '學', 校: '校',
  电: '電', 号: '號', 码: '碼', 证: '證', 区: '區', 单: '單', 门: '門', 长: '長', 东: '東',
  车: '車', 乡: '鄉', 国: '國', 阳: '陽', 园: '園', 苹: '蘋', 节: '節', 战: '戰', 争: '爭',
  历: '歷', 岁: '歲', 钟: '鐘', 轻: '輕', 试: '試', 题: '題', 续: '續', 经: '經', 罗: '羅',
  决: '決', 斗: '鬥', 骑: '騎', 宝: '寶', 剑: '劍', 画: '畫', 图: '圖', 灯: '燈', 热: '熱',
  录: '錄', 软: '軟', 件: '件', 兰: '蘭', 问: '問', 写: '寫', 诗: '詩', 声: '聲', 广: '廣',
};

const FULLWIDTH = (text: string) =>
  text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
const CJK = /[\u3400-\u9fff]/;
const SEPARATORS = [' ', '*', '.', '-', '_', '~', '/', '、'];
const CN_DIGITS = ['零', '幺', '二', '三', '四', '五', '六', '七', '八', '九'];

const toPinyin = (text: string, spaced: boolean) =>
  pinyin(text, { toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' }).join(
    spaced ? ' ' : '',
  );
const toInitials = (text: string) =>
  pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join('');

/** Which disguises make sense for a key (a phrase of Chinese, English or digits). */
export function applicable(key: string, lang: 'zh' | 'en'): TDisguise[] {
  const out: TDisguise[] = ['spaced', 'emoji', 'fullwidth', 'mixed'];
  if (/\d{5,}/.test(key)) return ['spaced', 'homophone', 'emoji', 'fullwidth', 'mixed'];
  if (lang === 'en') return out;
  const chars = [...key].filter((ch) => CJK.test(ch));
  out.push('pinyin');
  if (chars.length >= 2 && chars.length <= 4 && !/[我你他她]/.test(key)) out.push('initials');
  if (chars.some((ch) => HOMOPHONE[ch])) out.push('homophone');
  if (chars.some((ch) => SPLIT[ch])) out.push('split');
  if (chars.some((ch) => TRADITIONAL[ch] && TRADITIONAL[ch] !== ch)) out.push('traditional');
  return out;
}

function homophone(key: string, seed: number): string {
  if (/^\d+$/.test(key.replace(/\s/g, '')))
    return [...key].map((ch) => (/\d/.test(ch) ? CN_DIGITS[Number(ch)] : ch)).join('');
  const chars = [...key];
  const candidates = chars.map((ch, i) => (HOMOPHONE[ch] ? i : -1)).filter((i) => i >= 0);
  // Replace about half the characters that have a homophone, at least one.
  const count = Math.max(1, Math.floor(candidates.length / 2));
  const chosen = new Set(
    Array.from({ length: count }, (_, k) => candidates[(seed + k * 2) % candidates.length]!),
  );
  return chars.map((ch, i) => (chosen.has(i) ? HOMOPHONE[ch]! : ch)).join('');
}

function spaced(key: string, seed: number): string {
  const sep = SEPARATORS[seed % SEPARATORS.length]!;
  if (/^[ -~]+$/.test(key) && seed % 3 === 1) {
    // Look-alike digits and symbols in an English word (k1ll, s3x).
    return key.replace(/[aeiost]/g, (ch) => ({ a: '4', e: '3', i: '1', o: '0', s: '$', t: '7' })[ch]!);
  }
  return [...key].join(sep);
}

function emoji(key: string, seed: number): string {
  const direct = EMOJI_FOR[key];
  if (direct) return direct;
  // A known part replaced by its emoji, else an emoji between the characters.
  for (const [word, pic] of Object.entries(EMOJI_FOR)) {
    if (word.length >= 1 && key.includes(word) && CJK.test(word)) return key.replace(word, pic);
  }
  if (/^\d+$/.test(key)) return [...key].map((d) => `${d}\ufe0f\u20e3`).join('');
  const chars = [...key];
  const at = Math.max(1, Math.floor(chars.length / 2));
  return [...chars.slice(0, at), DECOR[seed % DECOR.length]!, ...chars.slice(at)].join('');
}

function traditional(key: string): string {
  return [...key].map((ch) => TRADITIONAL[ch] ?? ch).join('');
}

function split(key: string): string {
  return [...key].map((ch) => SPLIT[ch] ?? ch).join('');
}

function fullwidth(key: string, lang: 'zh' | 'en'): string {
  if (lang === 'en' || /\d/.test(key) || !CJK.test(key)) return FULLWIDTH(key);
  return FULLWIDTH(toPinyin(key, false));
}

/** Applies one disguise to a key; `seed` varies the choices between items. */
export function disguise(key: string, kind: TDisguise, lang: 'zh' | 'en', seed: number): string {
  switch (kind) {
    case 'none':
      return key;
    case 'pinyin':
      return toPinyin(key, seed % 2 === 0);
    case 'initials':
      return toInitials(key);
    case 'homophone':
      return homophone(key, seed);
    case 'split':
      return split(key);
    case 'spaced':
      return spaced(key, seed);
    case 'emoji':
      return emoji(key, seed);
    case 'fullwidth':
      return fullwidth(key, lang);
    case 'traditional':
      return traditional(key);
    case 'mixed':
      return mixed(key, lang, seed);
  }
}

/** Two disguises at once, the way a determined child combines them. */
function mixed(key: string, lang: 'zh' | 'en', seed: number): string {
  if (/^\d+$/.test(key)) {
    const half = key.length >> 1;
    return `${homophone(key.slice(0, half), seed)} ${FULLWIDTH(key.slice(half))}`;
  }
  if (lang === 'en') return FULLWIDTH([...key].join(' '));
  const chars = [...key];
  switch (seed % 4) {
    case 0: // first character as pinyin, the rest spaced
      return `${toPinyin(chars[0]!, false)} ${chars.slice(1).join(' ')}`;
    case 1: // traditional with symbols between
      return [...traditional(key)].join('*');
    case 2: // homophone with an emoji inside
      return emoji(homophone(key, seed), seed);
    default: // split characters with spaces
      return [...split(key)].join(' ');
  }
}

/** Light changes to a harmless sentence (the benign set must survive normalisation too). */
export function decorate(text: string, lang: 'zh' | 'en', seed: number): { text: string; kind: TDisguise } {
  const kinds: TDisguise[] = lang === 'zh' ? ['traditional', 'spaced', 'emoji'] : ['fullwidth', 'spaced', 'emoji'];
  const kind = kinds[seed % kinds.length]!;
  if (kind === 'traditional') return { text: traditional(text), kind };
  if (kind === 'fullwidth') return { text: FULLWIDTH(text), kind };
  if (kind === 'emoji') return { text: `${text}${DECOR[seed % DECOR.length]}`, kind };
  return { text: lang === 'zh' ? [...text].join(' ') : text.replace(/ /g, '  '), kind };
}
