import type { TestPushService } from './push';
/** Everything the server is configured with; apps/api reads it from the environment. */
export interface ServerConfig {
  env: 'production' | 'development' | 'test';
  /** Base URL of the console, for links in mails (reset password). */
  publicUrl: string;
  uploadDir: string;
  /** Largest accepted upload, in bytes. */
  uploadMaxBytes: number;
  /** Most bytes the resized copies of images may take on disk. */
  imageCacheMaxBytes: number;
  /** Access token lifetime, seconds. */
  accessTokenTtl: number;
  /** Refresh session lifetime, seconds. */
  refreshTokenTtl: number;
  /** Reset-password link lifetime, seconds. */
  resetTokenTtl: number;
  jwtSecret: string;
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * Tests only (apps/api refuses it under NODE_ENV=production): pushes to the named `.test` hosts
   * go to the given addresses, and the CA is trusted (a local fake push service). Absent, the
   * default: pushes go to public https endpoints only.
   */
  testPushService?: TestPushService;
  /** SMTP connection URL; without it mails are written to the server log. */
  smtpUrl?: string;
  mailFrom: string;
  login: { maxFailures: number; windowSeconds: number };
  /** How long a session check is cached per process, milliseconds (0 = always ask the database). */
  sessionCacheMs: number;
  /**
   * Origins (`https://img.example.com`) besides ours whose images the console shows: the
   * notification editor's image hosts. With the slip logo's origin, the only hosts in the
   * console's CSP `img-src`. Absent: none.
   */
  imageOrigins?: string[];
  /** What the printable delivery slip shows about the operator of the marketplace. */
  slip: {
    companyName: string;
    logoUrl: string;
    complaintPhone: string;
    bank: { bankName: string; accountNumber: string; accountHolder: string };
  };
}
