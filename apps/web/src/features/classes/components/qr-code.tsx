import { create } from 'qrcode';
import { useMemo } from 'react';

/** The SVG path of a QR code's dark modules, one unit per module. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}

interface TQrCodeProps {
  value: string;
  /** Width and height in px. */
  size?: number;
  /** What the code is, for screen readers. */
  label: string;
}

/** A QR code drawn as SVG (sharp on screen and in print), with a quiet zone. */
export function QrCode({ value, size = 128, label }: TQrCodeProps) {
  const { size: modules, path } = useMemo(() => qrPath(value), [value]);
  const quiet = 2;
  const box = modules + quiet * 2;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
