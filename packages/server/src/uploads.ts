/**
 * The public photo folder at /uploads/*: server-made WebP files under unguessable or public
 * names, cached for a year. Nothing whose name starts with a dot is ever served: no key, no
 * editor or system file, whatever a data folder holds (docs/decisions/0040).
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/** True when any segment of the (decoded) path is hidden: `.premium-key`, `.git/…`, `%2eenv`. */
export function isHiddenPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

export function serveUploads(uploadsDir: string): MiddlewareHandler[] {
  return [
    async (c, next) => {
      if (isHiddenPath(c.req.path)) return c.text('Not found', 404);
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: uploadsDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') }),
  ];
}
