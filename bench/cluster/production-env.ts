/**
 * The settings of a cluster instance in production mode: every secret given (the same on every
 * instance, as production requires), real SMTP, the proxy trusted, plain HTTP on loopback.
 */
import { createECDH, randomBytes } from 'node:crypto';

const secret = () => randomBytes(32).toString('base64url');

/** A web push (VAPID) key pair: P-256, base64url, as web-push makes them. */
function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
  };
}

export function productionEnv(options: {
  smtpUrl: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // The proxy speaks plain HTTP on loopback; a real deployment terminates TLS in front.
    INSECURE_COOKIES: '1',
    TRUST_PROXY: '1',
    SMTP_URL: options.smtpUrl,
    PAYMENT_SANDBOX_SECRET: secret(),
    MAIL_EVENTS_SECRET: secret(),
    UNSUBSCRIBE_SECRET: secret(),
    STAFF_SECRET_KEY: secret(),
    ...vapidKeys(),
    BRANDS: 'velvet',
    // Every simulated member comes from 127.0.0.1 (ADR 0045's factor for test networks).
    RATE_LIMIT_IP_FACTOR: '1000',
    ...options.extra,
  };
}
