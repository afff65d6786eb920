import sharp from 'sharp';

/**
 * A JPEG that looks like a photograph to the encoders (a smooth two-way gradient, not a flat colour, which AVIF
 * would shrink to nothing), e.g. `gradientJpeg(1200, 900, 0x40)`. Not noise: encoding noise takes many times as long.
 */
export async function gradientJpeg(width: number, height: number, tint: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set([Math.floor((x / width) * 200) + 30, Math.floor((y / height) * 160) + 50, tint], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}
