import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** What passkit-generator signs a pass with: the pass certificate and key, and Apple's WWDR certificate. */
export interface PassCertificates {
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

function rsaKeyPair() {
  // Node makes the RSA key (fast, native); forge only writes the certificates.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKey: forge.pki.publicKeyFromPem(publicKey) };
}

function certificate(options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicKey: forge.pki.PublicKey;
  signingKeyPem: string;
  now: Date;
  ca: boolean;
}): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(options.now.getTime() - 60_000);
  cert.validity.notAfter = new Date(options.now.getTime() + 10 * 365 * 24 * 3600_000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions([
    { name: 'basicConstraints', cA: options.ca },
    { name: 'keyUsage', digitalSignature: true, keyCertSign: options.ca },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(options.signingKeyPem) as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/**
 * A development stand-in for Apple's certificates: a made-up "WWDR" authority and a pass
 * certificate it issued for `passTypeId`. Passes signed with it are well-formed, but no phone
 * installs them: that needs the certificate Apple issues for a pass type id.
 */
export function createDevCertificates(passTypeId: string, teamId: string, now: Date): PassCertificates {
  const authority = rsaKeyPair();
  const signer = rsaKeyPair();
  const authorityName = [
    { name: 'commonName', value: 'Festival Portal Development WWDR (not Apple)' },
    { name: 'organizationName', value: 'Festival Portal Development' },
  ];
  const wwdr = certificate({
    subject: authorityName,
    issuer: authorityName,
    publicKey: authority.publicKey,
    signingKeyPem: authority.privateKeyPem,
    now,
    ca: true,
  });
  const signerCert = certificate({
    subject: [
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { name: 'organizationalUnitName', value: teamId },
      { name: 'organizationName', value: 'Festival Portal Development' },
    ],
    issuer: authorityName,
    publicKey: signer.publicKey,
    signingKeyPem: authority.privateKeyPem,
    now,
    ca: false,
  });
  return { signerCert, signerKey: signer.privateKeyPem, wwdr };
}
