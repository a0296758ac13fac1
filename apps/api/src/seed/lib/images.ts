import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_URL_PREFIX } from '@app/contract';
import { newId } from '@app/server-db';

export type ImageKind = 'building' | 'shop' | 'product' | 'category' | 'avatar' | 'feedback';

/** Picks a demo image of a kind by a number; '' when the seed writes no images. */
export type ImagePicker = (kind: ImageKind, n: number) => string;

const palette = [
  '#1e88e5',
  '#43a047',
  '#fb8c00',
  '#8e24aa',
  '#e53935',
  '#00897b',
  '#6d4c41',
  '#3949ab',
];
const labels: Record<ImageKind, string[]> = {
  building: ['Tòa A', 'Tòa B', 'Tòa C', 'Tòa D', 'Tòa E', 'Tòa F'],
  shop: ['Cửa hàng', 'Tạp hóa', 'Rau sạch', 'Bánh mì', 'Cà phê', 'Trái cây'],
  product: ['Rau', 'Thịt', 'Trứng', 'Gạo', 'Sữa', 'Trái cây', 'Nước mắm', 'Bánh'],
  category: ['Thực phẩm', 'Đồ uống', 'Gia dụng', 'Rau củ'],
  avatar: ['A', 'B', 'C', 'D', 'H', 'L', 'M', 'N'],
  feedback: ['Ảnh 1', 'Ảnh 2', 'Ảnh 3', 'Ảnh 4'],
};
const sizes: Record<ImageKind, [number, number]> = {
  building: [800, 600],
  shop: [400, 400],
  product: [400, 400],
  category: [200, 200],
  avatar: [160, 160],
  feedback: [600, 400],
};

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function svg(kind: ImageKind, label: string, color: string): string {
  const [w, h] = sizes[kind];
  const windows =
    kind === 'building'
      ? Array.from({ length: 24 }, (_, i) => {
          const x = 260 + (i % 4) * 75;
          const y = 120 + Math.floor(i / 4) * 70;
          return `<rect x="${x}" y="${y}" width="45" height="40" rx="4" fill="#ffffff" opacity="0.75"/>`;
        }).join('')
      : '';
  const body =
    kind === 'building'
      ? `<rect x="230" y="90" width="340" height="510" fill="#263238" opacity="0.35"/>${windows}`
      : `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.38}" fill="#ffffff" opacity="0.18"/>`;
  const fontSize = kind === 'avatar' ? 72 : Math.round(Math.min(w, h) / 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="100%" height="100%" fill="${color}"/>${body}
<text x="50%" y="${kind === 'building' ? 60 : h / 2}" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(label)}</text>
</svg>`;
}

/**
 * Writes a small pool of demo images (drawn from SVG, labelled in Vietnamese) into the upload
 * folder, so that the demo shows pictures without reaching the internet, and returns a picker
 * over them. Without an upload folder the demo has no images ('' everywhere).
 */
export async function createSeedImages(
  uploadDir: string | undefined,
  now: Date,
): Promise<ImagePicker> {
  if (!uploadDir) return () => '';
  await mkdir(uploadDir, { recursive: true });
  const pools = {} as Record<ImageKind, string[]>;
  for (const kind of Object.keys(labels) as ImageKind[]) {
    pools[kind] = [];
    for (const [i, label] of labels[kind].entries()) {
      const name = `${newId(now)}.png`;
      const png = await sharp(Buffer.from(svg(kind, label, palette[i % palette.length]!)))
        .png({ compressionLevel: 9 })
        .toBuffer();
      await writeFile(path.join(uploadDir, name), png);
      pools[kind].push(IMAGE_URL_PREFIX + name);
    }
  }
  return (kind, n) => pools[kind][Math.abs(n) % pools[kind].length]!;
}
