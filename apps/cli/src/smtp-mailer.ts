// Its own module, so the bundle keeps nodemailer in a chunk that only a mail sent over SMTP loads.
export { SmtpMailer } from '@lease-portal/partners';
