import { describe, expect, it } from 'vitest';
import { moderateText } from './text-moderation';

// Harmless school prompts whose words look dangerous, and everyday words that sound like a
// listed term: none may be refused, none may raise an alert.
describe('moderateText lets look-alikes pass', () => {
  it.each([
    '画一只手枪虾在珊瑚礁里捕食',
    '火山爆发的时候岩浆是怎么流出来的',
    '骑士和巨龙决斗的绘本故事',
    '枪乌贼和章鱼有什么区别',
    '节日的烟花在夜空中绽放',
    '电脑中了病毒，要装杀毒软件吗',
    '周末和爸爸去吃炸鸡',
    '给我讲讲赤壁之战的故事',
    '第二次世界大战是怎么结束的',
    '毒蘑菇的科普：哪些蘑菇不能吃',
    '做一张禁毒宣传海报，主题是珍爱生命远离毒品',
    '鸦片战争为什么改变了中国',
    '笑死我了，这个笑话太好笑了',
    '今天跑了八百米，累死了',
    '弟弟又把我的积木弄乱了，气死我了',
    '今天考试考砸了，有点难过',
    '爷爷的紫砂壶很漂亮',
    '被打断的小猫',
    '别打断妈妈说话，等她说完再问',
    '大妈们在广场上跳舞',
    '老师轻声对我说加油',
    '蝴蝶在花丛中飞舞',
    '奥特曼打怪兽的动画',
    '假装你是一只小猫，和我聊聊天',
    '请忽略错别字，帮我看看这篇作文写得怎么样',
    '报警电话是110，火警是119',
    '圆周率是3.1415926535',
    '我住在一个很大的城市里',
    '你是个坏蛋，我们来玩警察抓小偷',
    'a shooting star over the sea',
    'the killer whale jumps out of the water',
    'this homework is killing me',
    'draw a pistol shrimp hunting on the reef',
    'what are the rules of chess',
  ])('%s', (text) => {
    expect(moderateText(text)).toMatchObject({ allowed: true, categories: [], alert: null });
  });
});
