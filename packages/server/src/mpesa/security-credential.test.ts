import { constants, privateDecrypt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSimulatorKeys } from '../mpesa-sim/certificate.ts';
import { encryptSecurityCredential, readCertificate } from './security-credential.ts';

describe('SecurityCredential', () => {
  let keys: Awaited<ReturnType<typeof generateSimulatorKeys>>;
  beforeAll(async () => {
    keys = await generateSimulatorKeys();
  });

  it('round trip: RSA PKCS#1 v1.5 with the certificate, decrypted by its private key', () => {
    const credential = encryptSecurityCredential('Safaricom999!*!', keys.certificatePem);
    expect(credential).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(credential, 'base64')).toHaveLength(256);
    const plain = privateDecrypt(
      { key: keys.privateKeyPem, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(credential, 'base64'),
    );
    expect(plain.toString('utf8')).toBe('Safaricom999!*!');
  });

  it('random padding: two credentials for one password differ', () => {
    expect(encryptSecurityCredential('pw', keys.certificatePem)).not.toBe(
      encryptSecurityCredential('pw', keys.certificatePem),
    );
  });

  it('explains an unusable certificate', () => {
    expect(readCertificate('not a certificate')).toEqual({ ok: false, error: 'is not a PEM X.509 certificate' });
    expect(() => encryptSecurityCredential('pw', keys.privateKeyPem)).toThrow(
      'the M-Pesa certificate is not a PEM X.509 certificate',
    );
  });
});
