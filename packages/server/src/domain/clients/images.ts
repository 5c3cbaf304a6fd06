// An item's picture, as a client sent it (a data: URL or bare base64): checked by its bytes
// (JPEG, PNG or WebP, at most 1 MB), then re-encoded by sharp into a small WebP for members'
// phones. Re-encoding also drops what a file carries besides the picture (EXIF, a camera's GPS
// position) and anything hidden after it. Never fetched from elsewhere, never hot-linked.
import sharp from 'sharp';
import { pictureBytes } from '@mapato/protocol';

/** The longest side members' phones are sent. */
const PHONE_SIDE = 1024;

export interface StoredImage {
  type: 'image/webp';
  /** base64 of the re-encoded bytes */
  data: string;
}

/** The picture ready to store, or null when it is not a JPEG, PNG or WebP of at most 1 MB. */
export async function imageForPhones(raw: string): Promise<StoredImage | null> {
  // The rule the mocks check by too (protocol's pictureBytes); Node's Buffer decodes megabytes fast.
  const bytes = pictureBytes(raw, (text) => Buffer.from(text, 'base64'));
  if (!bytes) return null;
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
