/** Shared pieces of every Dutch HTML mail: escaping, the Kring frame and a call-to-action button. */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** The Kring frame around a mail body (inline styles: mail clients ignore style sheets). */
export const mailLayout = (title: string, body: string): string => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f5f2;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#4d7c6f">Kring</p>
${body}
</div></body></html>`;

/** The call-to-action button of every mail, with the bare link below for clients that block buttons. */
export const mailButton = (href: string, label: string): string => {
  const url = escapeHtml(href);
  return `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#4d7c6f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="color:#6b7280;font-size:13px">Werkt de knop niet? Kopieer dan deze link in je browser:<br><a href="${url}" style="color:#4d7c6f;word-break:break-all">${url}</a></p>`;
};

/** First name for a friendly greeting; the whole name when it is one word. */
export const greetingName = (name: string): string => name.trim().split(/\s+/)[0] || name;
