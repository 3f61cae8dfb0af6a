export { SmtpMailer, type SmtpSettings } from './smtp-mailer';
