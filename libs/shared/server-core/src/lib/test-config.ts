import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import type { ServerConfig } from './config';
import { randomToken } from './tokens';

/** A complete configuration for tests: fresh secrets and VAPID keys, a temporary upload folder. */
export function testServerConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const vapid = webpush.generateVAPIDKeys();
  return {
    env: 'test',
    publicUrl: 'http://localhost:4200',
    uploadDir: mkdtempSync(path.join(tmpdir(), 'app-uploads-')),
    uploadMaxBytes: 2 * 1024 * 1024,
    imageCacheMaxBytes: 64 * 1024 * 1024,
    accessTokenTtl: 900,
    refreshTokenTtl: 30 * 24 * 3600,
    resetTokenTtl: 1800,
    jwtSecret: randomToken(48),
    vapid: { ...vapid, subject: 'mailto:admin@example.com' },
    mailFrom: 'Ban quản trị <no-reply@example.com>',
    login: { maxFailures: 5, windowSeconds: 900 },
    sessionCacheMs: 5000,
    slip: {
      companyName: 'CÔNG TY VÍ DỤ (dữ liệu mẫu)',
      logoUrl: '',
      complaintPhone: '0900 000 000',
      bank: {
        bankName: 'Ngân hàng Ví Dụ',
        accountNumber: '0000000000',
        accountHolder: 'CONG TY VI DU',
      },
    },
    ...overrides,
  };
}
