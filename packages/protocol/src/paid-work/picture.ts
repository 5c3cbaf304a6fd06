// An item's picture as a client sends it (a data: URL or bare base64), read to its bytes by one rule
// for the server and the mocks (docs/decisions/068-paid-work-messages-one-home.md): a JPEG, PNG or
// WebP, told by its first bytes, of at most MAX_IMAGE_BYTES. The server then re-encodes what
// passes (domain/clients/images.ts); the mocks store it as sent.
import { imageTypeOf, MAX_IMAGE_BYTES } from './project-body.ts';

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * The picture's bytes, or null when it is not a JPEG, PNG or WebP of at most MAX_IMAGE_BYTES.
 * `decode` turns checked base64 into bytes: the server passes Node's Buffer, faster on megabytes.
 */
export function pictureBytes(raw: string, decode: (base64: string) => Uint8Array = fromBase64): Uint8Array | null {
  const text = raw.replace(DATA_URL, '').replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) return null;
  const bytes = decode(text);
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES || imageTypeOf(bytes) === null) return null;
  return bytes;
}
