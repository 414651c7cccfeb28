import type { QrMatrix } from '@kaoshi/contracts';

export interface QrCodeProps {
  matrix: QrMatrix;
  /** Printed width; the symbol scales without blur (vector). */
  size?: number | string;
  /** What the code holds, for screen readers (e.g. "Ticket number KX-…"). */
  label: string;
}

/** Draws a server-computed QR symbol as one SVG path, with the standard quiet zone of four modules. */
export function QrCode({ matrix, size = 120, label }: QrCodeProps) {
  const quiet = 4;
  const side = matrix.size + quiet * 2;
  let path = '';
  matrix.rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) if (row[x] === '1') path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
  });
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
