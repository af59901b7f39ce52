/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: an account registers one or more in 'Hesabım', and signs in
 * with one instead of its password and code. The relying party's ID and the admin's origin come from the config
 * (WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN, else SITE_ORIGIN's). Each ceremony's challenge is kept in the session and used
 * once; a sign-in whose signature counter goes backwards (a cloned authenticator) is refused.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyConfig } from '@shared-data/server';
import type { Database } from '@shared-data/store';
import { addPasskey, findPasskey, listPasskeys, usePasskey } from '@shared-data/store/cms';

const RP_NAME = 'SafeBet Yönetim';

/** Registration options for `username`, its existing passkeys excluded (an authenticator is registered once). */
export async function registrationOptions(db: Database, config: PasskeyConfig, username: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listPasskeys(db, username);
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: config.rpId,
    userName: username,
    userID: new TextEncoder().encode(username),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports as AuthenticatorTransport[] })),
    // A discoverable credential: the login page asks for a passkey without a name typed first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Checks the browser's answer to `challenge` and stores the credential; answers whether it was valid. */
export async function registerPasskey(
  db: Database,
  config: PasskeyConfig,
  username: string,
  name: string,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<boolean> {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: config.origin,
    expectedRPID: config.rpId,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) return false;
  const { credential } = verification.registrationInfo;
  await addPasskey(db, {
    id: credential.id,
    username,
    name,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
  });
  return true;
}

export function authenticationOptions(config: PasskeyConfig): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: config.rpId, userVerification: 'preferred' });
}

/** The account whose passkey signed `challenge`, or null (unknown credential, bad signature, counter gone back). */
export async function verifyPasskey(db: Database, config: PasskeyConfig, response: AuthenticationResponseJSON, challenge: string): Promise<string | null> {
  const stored = await findPasskey(db, response.id);
  if (!stored) return null;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: config.origin,
    expectedRPID: config.rpId,
    requireUserVerification: false,
    credential: { id: stored.id, publicKey: new Uint8Array(stored.publicKey), counter: stored.counter, transports: stored.transports as AuthenticatorTransport[] },
  }).catch(() => null);
  if (!verification?.verified) return null;
  return (await usePasskey(db, stored.id, verification.authenticationInfo.newCounter)) ? stored.username : null;
}
