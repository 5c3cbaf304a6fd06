import { describe, expect, it } from 'vitest';
import { pictureBytes } from './picture.ts';
import { MAX_IMAGE_BYTES } from './project-body.ts';

const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('pictureBytes', () => {
  it('reads a JPEG, PNG or WebP sent as a data: URL or bare base64', () => {
    expect(pictureBytes(`data:image/png;base64,${base64(PNG)}`)).toEqual(new Uint8Array(PNG));
    expect(pictureBytes(base64([0xff, 0xd8, 0xff, 0xe0]))).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
  });

  it('refuses what is no such picture by its bytes, whatever its data: URL says', () => {
    expect(pictureBytes('not a picture!')).toBeNull();
    expect(pictureBytes('data:image/png;base64,AAAA')).toBeNull();
    expect(pictureBytes(`data:image/png;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`)).toBeNull();
    expect(pictureBytes('')).toBeNull();
  });

  it('refuses a picture over the size limit before decoding it', () => {
    const decode = () => {
      throw new Error('decoded');
    };
    expect(pictureBytes('A'.repeat(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 8), decode)).toBeNull();
  });
});
