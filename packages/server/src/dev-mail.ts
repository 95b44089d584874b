/**
 * The dev mail page (embedded default, no SMTP_URL): every e-mail the network "sent" is in the
 * outbox table; `/dev/mail` lists them newest first and `/dev/mail/:id` shows one, with its
 * links clickable, so a developer or a browser test can follow an activation link; the text
 * messages (direct debit codes) are listed below the e-mails. It is a
 * developer tool, not a member screen: plain English, no brand theme, never mounted in
 * production or when real SMTP is configured.
 */
import type { Db } from '@dating/db';
import { outboxMessages } from '@dating/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';

const e = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
// The icon is the default brand's (this page answers on every host): without one the browser
// asks for /favicon.ico, which nothing serves, and logs the 404 as a console error.
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title><link rel="icon" href="/logo.svg" type="image/svg+xml">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:16px;max-width:900px;color:#1a1a1a;background:#fff}a{color:#0b57d0}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}pre{white-space:pre-wrap;background:#f4f4f4;padding:12px}iframe{width:100%;height:640px;border:1px solid #ccc}</style></head><body>${body}</body></html>`;

export function devMailRoutes(db: Db): Hono {
  const app = new Hono();
  app.get('/dev/mail', async (c) => {
    const rows = await db
      .select({
        id: outboxMessages.id,
        to: outboxMessages.toAddress,
        subject: outboxMessages.subject,
        site: outboxMessages.siteHost,
        at: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'email'))
      .orderBy(desc(outboxMessages.id))
      .limit(200);
    const list = rows
      .map(
        (r) =>
          `<tr><td>${r.at.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${e(r.site ?? '')}</td><td>${e(r.to)}</td><td><a href="/dev/mail/${r.id}">${e(r.subject)}</a></td></tr>`,
      )
      .join('');
    const texts = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'sms'))
      .orderBy(desc(outboxMessages.id))
      .limit(50);
    const smsList = texts
      .map(
        (r) =>
          `<tr><td>${r.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${e(r.toAddress)}</td><td>${e(r.textBody ?? '')}</td></tr>`,
      )
      .join('');
    return c.html(
      page(
        'Outbox',
        `<h1>Outbox</h1><p>E-mails the demo network sent (no SMTP_URL set). Newest first.</p>${
          rows.length
            ? `<div style="overflow-x:auto"><table><thead><tr><th>Sent</th><th>Site</th><th>To</th><th>Subject</th></tr></thead><tbody>${list}</tbody></table></div>`
            : '<p>No e-mails yet.</p>'
        }<h2>Text messages</h2>${
          texts.length
            ? `<div style="overflow-x:auto"><table><thead><tr><th>Sent</th><th>To</th><th>Text</th></tr></thead><tbody>${smsList}</tbody></table></div>`
            : '<p>No text messages yet.</p>'
        }`,
      ),
    );
  });
  app.get('/dev/mail/:id{[0-9]+}', async (c) => {
    const [mail] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.id, Number(c.req.param('id'))), eq(outboxMessages.channel, 'email')))
      .limit(1);
    if (!mail) return c.html(page('Not found', '<p>No such e-mail. <a href="/dev/mail">Outbox</a></p>'), 404);
    // With SMTP the bodies are not kept (ADR 0068): the mail left, only its subject stays.
    const text = mail.textBody ?? '(not kept: sent by SMTP)';
    const links = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
    return c.html(
      page(
        mail.subject,
        `<p><a href="/dev/mail">← Outbox</a></p><h1>${e(mail.subject)}</h1><p>To: ${e(mail.toAddress)}</p>${
          links.length
            ? `<h2>Links</h2><ul>${links.map((l) => `<li><a href="${e(l)}">${e(l)}</a></li>`).join('')}</ul>`
            : ''
        }<h2>Plain text</h2><pre>${e(text)}</pre>${
          mail.htmlBody
            ? `<h2>HTML</h2><iframe sandbox title="HTML part" srcdoc="${e(mail.htmlBody)}"></iframe>`
            : ''
        }`,
      ),
    );
  });
  return app;
}
