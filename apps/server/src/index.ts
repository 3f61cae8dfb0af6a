// What other apps (the support CLI, test harnesses) take from the server: its composition root.
export { buildContainer, DATABASE, MAIL_DELIVERY, type MailDelivery } from './composition-root';
export { readConfig, type PortalConfig } from './config';
export { readPartnerSettings, type PartnerSettings } from './partner-settings';
export { startPortal, type RunningPortal } from './start-portal';
export { createLogger } from './logger';
export { demoOrganisations } from './seed/demo-organisations';
