/**
 * A small real PDF, written by hand: the demo teaching material of the download centre.
 * Chinese text uses the standard CJK font STSong-Light (UniGB-UCS2-H), which PDF readers
 * supply themselves, so nothing is embedded and the file stays a few kilobytes.
 */

interface TLine {
  text: string;
  size: number;
  x: number;
  y: number;
  /** F1 Helvetica (ASCII) or F2 STSong-Light (Chinese). */
  font: 'F1' | 'F2';
  colour?: [number, number, number];
}

const TITLE = 'AI创作入门：用AI画出你的故事';
const SUBTITLE = 'Haoduo AI - Teaching guide for AI creation (demo material)';
const BODY = [
  '第一课  认识AI绘画',
  '1. 想一想：你想画一个什么样的故事？写下主角、地点和时间。',
  '2. 说清楚：用“谁 + 在哪里 + 做什么 + 什么风格”描述画面。',
  '   例如：一只橘色的小猫，在夜晚的屋顶上看星星，水彩风格。',
  '3. 试一试：在AI工坊里输入描述，看看AI画出了什么。',
  '4. 改一改：换一个颜色、时间或风格，比较两张画有什么不同。',
  '',
  '第二课  把画变成绘本',
  '1. 选出四到六张画，按故事的顺序排好。',
  '2. 给每一页写一两句话，讲清楚发生了什么。',
  '3. 设计封面：写上绘本的名字和作者。',
  '4. 提交作品，请老师和同学们欣赏。',
  '',
  '安全小提示：不要在描述里写自己的真实姓名、电话和住址。',
];

function ucs2Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return hex.toUpperCase();
}

function asciiLiteral(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

function contentStream(): string {
  const lines: TLine[] = [
    { text: TITLE, size: 24, x: 60, y: 792, font: 'F2', colour: [0.16, 0.45, 0.75] },
    { text: SUBTITLE, size: 11, x: 60, y: 768, font: 'F1', colour: [0.4, 0.4, 0.4] },
    ...BODY.map<TLine>((text, i) => ({
      text,
      size: text.startsWith('第') ? 16 : 12,
      x: 60,
      y: 720 - i * 26,
      font: 'F2',
      colour: text.startsWith('第') ? [1, 0.38, 0] : [0.1, 0.1, 0.1],
    })),
  ];
  const ops: string[] = [
    // A light-blue band behind the title and a rule under it.
    '0.29 0.69 1 rg 0 842 595 -8 re f',
    '0.92 0.96 1 rg 40 750 515 70 re f',
    '0.29 0.69 1 RG 2 w 60 746 m 535 746 l S',
  ];
  for (const line of lines) {
    if (line.text === '') continue;
    const [r, g, b] = line.colour ?? [0, 0, 0];
    const shown = line.font === 'F2' ? `<${ucs2Hex(line.text)}>` : `(${asciiLiteral(line.text)})`;
    ops.push(
      `BT ${r} ${g} ${b} rg /${line.font} ${line.size} Tf ${line.x} ${line.y} Td ${shown} Tj ET`,
    );
  }
  ops.push('BT 0.5 0.5 0.5 rg /F1 9 Tf 60 40 Td (haoduo-ai demo material) Tj ET');
  return ops.join('\n');
}

/** Assemble objects with a correct cross-reference table. */
function assemble(objects: string[]): Buffer {
  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function buildTeachingGuidePdf(): Buffer {
  const content = contentStream();
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [7 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 8 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    "<< /Title (Haoduo AI teaching guide) /Producer (haoduo-ai) /CreationDate (D:20260901000000+08'00') >>",
  ]);
}

/** Files the server can make again when storage lacks them (demo data). */
export const BUILTIN_FILES: Record<string, () => Buffer> = {
  'teaching-guide-v1': buildTeachingGuidePdf,
};
