// An item's picture, as a client sent it (a data: URL or bare base64): checked by its bytes
// (JPEG, PNG or WebP, at most 1 MB), then re-encoded by sharp into a small WebP for members'
// phones. Re-encoding also drops what a file carries besides the picture (EXIF, a camera's GPS
// position) and anything hidden after it. Never fetched from elsewhere, never hot-linked.
import sharp from 'sharp';
import { imageTypeOf, MAX_IMAGE_BYTES } from '@mapato/protocol';

/** The longest side members' phones are sent. */
const PHONE_SIDE = 1024;
const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface StoredImage {
  type: 'image/webp';
  /** base64 of the re-encoded bytes */
  data: string;
}

/** The picture ready to store, or null when it is not a JPEG, PNG or WebP of at most 1 MB. */
export async function imageForPhones(raw: string): Promise<StoredImage | null> {
  const text = raw.replace(DATA_URL, '').replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) return null;
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES || imageTypeOf(bytes) === null) return null;
  try {
    const out = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: PHONE_SIDE, height: PHONE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer();
    return { type: 'image/webp', data: out.toString('base64') };
  } catch {
    // Right first bytes but not a picture sharp can read: refused like any other non-image.
    return null;
  }
}
