/** Generated webp artwork: logos with a pixel monogram, covers with abstract shapes. Deterministic per name. */
import sharp from 'sharp';
import { pixelText, pixelTextWidth } from './pixel-font.ts';
import { imageSizes } from 'shared-data/image-sizes';

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function rand(seed: number) {
  let s = seed || 1;
  return () => {
    s = Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9;
    s ^= s >>> 13;
    return ((s >>> 0) % 10000) / 10000;
  };
}

export function monogram(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9ÇĞİÖŞÜçğıöşü& ]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w));
  const letters = words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? 'SB').slice(0, 2);
  return letters
    .toUpperCase()
    .replace(/Ç/g, 'C').replace(/Ğ/g, 'G').replace(/İ/g, 'I').replace(/Ö/g, 'O').replace(/Ş/g, 'S').replace(/Ü/g, 'U');
}

export function logoSvg(name: string): string {
  const { width, height } = imageSizes.logo;
  const h = hash(name);
  const hue = h % 360;
  const text = monogram(name);
  const pixel = text.length > 1 ? 8 : 10;
  const tw = pixelTextWidth(text, pixel);
  const x = Math.round((width - tw) / 2);
  const y = Math.round((height - 7 * pixel) / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,22%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="28" fill="url(#g)"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${width * 0.38}" fill="none" stroke="hsl(${hue},80%,75%)" stroke-opacity="0.35" stroke-width="6"/>
${pixelText(text, x, y, pixel, '#ffffff')}
</svg>`;
}

export function coverSvg(seedText: string, accentHue?: number): string {
  const { width, height } = imageSizes.cover;
  const h = hash(seedText);
  const r = rand(h);
  const hue = accentHue ?? h % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const cx = Math.round(r() * width);
    const cy = Math.round(r() * height);
    const size = Math.round(20 + r() * 90);
    const shue = (hue + Math.round(r() * 120) - 60 + 360) % 360;
    const opacity = (0.15 + r() * 0.35).toFixed(2);
    if (i % 3 === 0) {
      shapes.push(`<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" rx="${Math.round(size / 5)}" transform="rotate(45 ${cx} ${cy})" fill="hsl(${shue},80%,60%)" fill-opacity="${opacity}"/>`);
    } else {
      shapes.push(`<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="hsl(${shue},85%,62%)" fill-opacity="${opacity}"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},65%,12%)"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="hsl(${hue},90%,70%)" stop-opacity="0.45"/><stop offset="1" stop-color="hsl(${hue},90%,70%)" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${shapes.join('\n')}
<rect width="${width}" height="${height}" fill="url(#glow)"/>
</svg>`;
}

export async function writeWebp(svg: string, file: string): Promise<number> {
  const info = await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 4 }).toFile(file);
  return info.size;
}
