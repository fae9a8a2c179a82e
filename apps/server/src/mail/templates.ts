import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function layout(title: string, intro: string, action: { label: string; url: string }, outro: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f3fb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f1d2b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#fff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:700;color:#5b3fd6;padding-bottom:16px">Mingle</td></tr>
<tr><td style="font-size:18px;font-weight:600;padding-bottom:12px">${escapeHtml(title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#5b3fd6;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#5f5b73">${escapeHtml(outro)}<br><br>If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#5b3fd6;word-break:break-all">${escapeHtml(action.url)}</a></td></tr>
</table></td></tr></table></body></html>`;
}

/**
 * The confirmation goes to an address nobody has confirmed yet, so it carries no text the
 * sign-up chose: a display name such as "Your invoice is overdue, pay at …" would otherwise
 * reach anyone's inbox from our domain.
 */
export function confirmEmailMessage(to: string, url: string): MailMessage {
  const intro = 'Confirm your email address to finish setting up your Mingle account.';
  const outro = 'The link works once and expires in 3 days. If you did not sign up, ignore this email.';
  return {
    to,
    subject: 'Confirm your email for Mingle',
    text: `${intro}\n\nConfirm your email: ${url}\n\n${outro}\n`,
    html: layout('Confirm your email', intro, { label: 'Confirm email', url }, outro),
  };
}

export function resetPasswordMessage(to: string, url: string): MailMessage {
  const intro = 'Someone asked to reset the password of your Mingle account. Choose a new password with the link below.';
  const outro = 'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays the same.';
  return {
    to,
    subject: 'Reset your Mingle password',
    text: `${intro}\n\nReset your password: ${url}\n\n${outro}\n`,
    html: layout('Reset your password', intro, { label: 'Choose a new password', url }, outro),
  };
}
