import { constants, publicEncrypt, X509Certificate } from 'node:crypto';

/**
 * The initiator's SecurityCredential (research §2.1): its password RSA-encrypted with the M-Pesa
 * certificate (Safaricom's sandbox or production one, or the simulator's), PKCS #1 v1.5, Base64.
 * Daraja accepts the same credential for many requests, so it is made once per certificate.
 */
export const securityCredential = (certificate: string | Buffer, password: string) =>
  publicEncrypt(
    { key: new X509Certificate(certificate).publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
