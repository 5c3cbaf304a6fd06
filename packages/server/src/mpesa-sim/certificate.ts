// A throwaway RSA key pair and a self-signed X.509 certificate for the simulator's B2C
// credential check. node:crypto parses certificates but cannot make one, so this writes the few
// DER structures a v1 certificate needs (RFC 5280 §4.1) and signs them with sha256WithRSA.
import { X509Certificate, generateKeyPair, randomBytes, sign, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

const der = (tag: number, content: Buffer): Buffer => {
  const n = content.length;
  const length = n < 0x80 ? Buffer.from([n]) : lengthBytes(n);
  return Buffer.concat([Buffer.from([tag]), length, content]);
};
function lengthBytes(n: number): Buffer {
  const bytes: number[] = [];
  for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
const nullValue = () => Buffer.from([0x05, 0x00]);
const utf8 = (s: string) => der(0x0c, Buffer.from(s, 'utf8'));
const bitString = (content: Buffer) => der(0x03, Buffer.concat([Buffer.from([0]), content]));

function oid(dotted: string): Buffer {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a + b];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let v = arc >> 7; v > 0; v >>= 7) base128.unshift(0x80 | (v & 0x7f));
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  // UTCTime covers 1950–2049, plenty for a certificate made at start-up.
  const s = date.toISOString();
  return der(
    0x17,
    Buffer.from(
      `${s.slice(2, 4)}${s.slice(5, 7)}${s.slice(8, 10)}${s.slice(11, 13)}${s.slice(14, 16)}${s.slice(17, 19)}Z`,
    ),
  );
}

const SHA256_WITH_RSA = sequence(oid('1.2.840.113549.1.1.11'), nullValue());
const commonName = (cn: string) => sequence(set(sequence(oid('2.5.4.3'), utf8(cn))));

export function selfSignedCertificate(
  keys: { publicKey: KeyObject; privateKey: KeyObject },
  cn: string,
  now = new Date(),
): string {
  const serial = randomBytes(8);
  // A positive INTEGER in its shortest form: top bit clear (else it reads negative) and the first
  // byte not zero (a leading zero before a byte under 0x80 is padding DER forbids; 1 time in 128
  // the simulator then failed to start with "illegal padding").
  serial[0] = (serial[0]! & 0x7f) | 0x01;
  const validity = sequence(
    utcTime(new Date(now.getTime() - 60_000)),
    utcTime(new Date(now.getTime() + 5 * 365 * 86_400_000)),
  );
  const tbs = sequence(
    der(0x02, serial),
    SHA256_WITH_RSA,
    commonName(cn),
    validity,
    commonName(cn),
    keys.publicKey.export({ type: 'spki', format: 'der' }),
  );
  const certificate = sequence(tbs, SHA256_WITH_RSA, bitString(sign('sha256', tbs, keys.privateKey)));
  const base64 = certificate.toString('base64').replace(/.{64}/g, '$&\n');
  return `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`;
}

export interface SimulatorKeys {
  privateKeyPem: string;
  certificatePem: string;
}

/** A 2048-bit key pair and its certificate; about 0.1 s. */
export async function generateSimulatorKeys(cn = 'Mapato Daraja simulator'): Promise<SimulatorKeys> {
  const keys = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const certificatePem = selfSignedCertificate(keys, cn);
  // Proves the DER above is a certificate for this very key.
  if (!new X509Certificate(certificatePem).checkPrivateKey(keys.privateKey))
    throw new Error('self-signed certificate does not match its key');
  return { privateKeyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), certificatePem };
}
