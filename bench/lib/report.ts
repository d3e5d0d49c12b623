import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './servers';

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Writes bench/results/<name>.md and returns its path. */
export function writeReport(name: string, title: string, sections: string[]): string {
  const file = path.join(ROOT, 'bench/results', `${name}.md`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const text = [
    `# ${title}`,
    '',
    `Measured ${new Date().toISOString()} on ${machineLine()}.`,
    '',
    ...sections,
    '',
  ].join('\n');
  fs.writeFileSync(file, text);
  return file;
}
