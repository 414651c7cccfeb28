/**
 * A QR code as the server computes it: `rows` are the symbol's rows top to bottom, '1' a dark
 * module and '0' a light one. The web draws it as one SVG path, so no QR library reaches the
 * browser and nothing is an image URL the content policy would have to allow.
 */
export interface QrMatrix {
  size: number;
  rows: string[];
}
