// The simulator's self-signed certificate must parse every time: its serial number is random,
// and one serial in 128 used to be written with a leading zero byte DER forbids, so `npm start`
// failed now and then with "illegal padding".
import { X509Certificate, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './certificate.ts';

describe('the simulator certificate', () => {
  const keys = generateKeyPairSync('rsa', { modulusLength: 1024 });

  it('parses and matches its key for any random serial (600 certificates)', () => {
    for (let i = 0; i < 600; i++) {
      const certificate = new X509Certificate(selfSignedCertificate(keys, 'Mapato Daraja simulator'));
      expect(certificate.checkPrivateKey(keys.privateKey)).toBe(true);
      expect(certificate.subject).toBe('CN=Mapato Daraja simulator');
      // Positive and in its shortest form: no leading zero byte, top bit clear.
      expect(certificate.serialNumber).toMatch(/^[0-7][0-9A-F]{15}$/);
      expect(certificate.serialNumber.startsWith('00')).toBe(false);
    }
  });
});
