// B2C and Transaction Status `SecurityCredential`: the initiator password encrypted with the
// certificate M-Pesa gives us (RSA, PKCS#1 v1.5 padding — what Daraja decrypts), base64.
import { X509Certificate, constants, publicEncrypt } from 'node:crypto';

/** The certificate's RSA public key, or an explanation of why this PEM cannot be used. */
export function readCertificate(
  pem: string,
): { ok: true; certificate: X509Certificate } | { ok: false; error: string } {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch {
    return { ok: false, error: 'is not a PEM X.509 certificate' };
  }
  if (certificate.publicKey.asymmetricKeyType !== 'rsa') {
    return {
      ok: false,
      error: `holds a ${certificate.publicKey.asymmetricKeyType ?? 'non-RSA'} key, Daraja needs RSA`,
    };
  }
  return { ok: true, certificate };
}

/** Fresh random padding on each call, so two credentials for one password differ; both decrypt alike. */
export function encryptSecurityCredential(initiatorPassword: string, certificatePem: string): string {
  const read = readCertificate(certificatePem);
  if (!read.ok) throw new Error(`the M-Pesa certificate ${read.error}`);
  const encrypted = publicEncrypt(
    { key: read.certificate.publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(initiatorPassword, 'utf8'),
  );
  return encrypted.toString('base64');
}
