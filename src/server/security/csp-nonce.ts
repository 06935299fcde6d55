// The server entry makes one nonce per request and stamps it on the request under this header
// (replacing any value the client sent); the router reads it to mark its inline scripts, and the
// Content-Security-Policy of the response allows exactly those.
export const CSP_NONCE_HEADER = 'x-sangam-csp-nonce'

/** 144 random bits, base64: unguessable per response. Web Crypto, so no Node import here. */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
}
