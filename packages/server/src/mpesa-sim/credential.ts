// The initiator check behind B2C and Transaction Status: name and SecurityCredential (the
// password RSA-encrypted with our certificate, reference §5.2). Wrong ones give 2001; after
// `credentialAttempts` of them the initiator is locked (8006) until `unlockInitiator`.
import { constants, privateDecrypt } from 'node:crypto';
import type { SimState } from './state.ts';

/** null when the initiator may act, else the ResultCode its request ends with. */
export function initiatorResult(state: SimState, name: string, credential: string): '2001' | '8006' | null {
  if (state.credentialFailures >= state.options.credentialAttempts) return '8006';
  if (name === state.options.initiatorName && decrypts(state, credential)) {
    state.credentialFailures = 0;
    return null;
  }
  state.credentialFailures++;
  return '2001';
}

function decrypts(state: SimState, credential: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(credential)) return false;
  try {
    // OpenSSL's implicit rejection turns a wrong ciphertext into random bytes rather than an
    // error, so the comparison is the check.
    const plain = privateDecrypt(
      { key: state.privateKeyPem, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(credential, 'base64'),
    );
    return plain.toString('utf8') === state.options.initiatorPassword;
  } catch {
    return false;
  }
}
