import fp from 'fastify-plugin';

/**
 * The console's Content-Security-Policy. Scripts only from our own origin, never inline (the
 * Vite build puts none in index.html); styles from our origin plus `'unsafe-inline'`, because
 * MUI's emotion injects `<style>` elements at run time and lexical and MUI set `style` attributes
 * (a nonce would need the HTML rendered per request: docs/decisions.md). Images from our origin,
 * data:/blob: URLs (previews) and only the configured image hosts (`imageOrigins`: the
 * notification editor's image hosts, the slip logo's origin), never any https host: an image
 * from elsewhere would tell its host the staff member's address. No plugins, no framing, forms
 * and `<base>` only to our origin.
 */
export function consoleCsp(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...new Set(imageOrigins)].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every other answer (JSON, scripts, images) is nothing a browser should render or frame. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers of every answer, whatever its type. */
export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * Security headers on every answer: HTML gets the console's CSP, everything else a CSP that allows
 * nothing; all get nosniff, `X-Frame-Options: DENY`, no referrer and an isolated opener. HSTS when
 * the request came over https (directly or through a trusted proxy).
 */
export const securityHeadersPlugin = fp<{ imageOrigins?: readonly string[] }>(
  async (app, opts) => {
    const csp = consoleCsp(opts.imageOrigins);
    app.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.headers(SECURITY_HEADERS);
      reply.header('content-security-policy', type.startsWith('text/html') ? csp : API_CSP);
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
  { name: 'app-security-headers' },
);
