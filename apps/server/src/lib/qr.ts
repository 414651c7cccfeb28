import QRCode from 'qrcode';
import type { QrMatrix } from '@kaoshi/contracts';

/**
 * The QR symbol of `text` as rows of '1'/'0' (error correction M: a printed ticket or certificate
 * still scans with a smudge). The browser draws it (components/plain/qr-code.tsx).
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let line = '';
    for (let col = 0; col < modules.size; col += 1) line += modules.get(row, col) ? '1' : '0';
    rows.push(line);
  }
  return { size: modules.size, rows };
}
