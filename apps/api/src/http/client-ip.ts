/** The caller's IP: the socket's, or the first X-Forwarded-For hop behind our own proxy. */
export function clientIp(c: {
  req: { header(name: string): string | undefined };
  get(key: 'deps'): { trustProxy: boolean };
  env?: unknown;
}): string {
  const forwarded = c.get('deps').trustProxy
    ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    : undefined;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return forwarded || incoming?.socket?.remoteAddress || 'local';
}
