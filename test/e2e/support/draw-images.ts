import type { Evaluator } from '../browsers/driver.ts';

export interface ImageSpec {
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg' | 'image/webp';
}

/**
 * Real image files, encoded by Chromium's own PNG, JPEG and WebP encoders from a drawn canvas
 * (a gradient and shapes, so files compress like pictures and have a real header).
 */
export async function drawImage(page: Evaluator, spec: ImageSpec): Promise<Uint8Array> {
  const base64 = await page.evaluate(async ({ width, height, type }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#1d4e89');
    gradient.addColorStop(1, '#f4a259');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#ffffffaa';
    context.beginPath();
    context.arc(width / 2, height / 2, Math.min(width, height) / 3, 0, 2 * Math.PI);
    context.fill();
    const blob = await canvas.convertToBlob({ type, quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  }, spec);
  return new Uint8Array(Buffer.from(base64, 'base64'));
}
