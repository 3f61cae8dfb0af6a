export * as docuSignWire from './docusign-wire';
export { REFERENCE_FIELD } from './docusign-wire';
export { tabsOf as tabsOfDocuSign } from './docusign-envelopes';
export { DocuSignJwtGrant, type DocuSignAccount, type DocuSignIdentity } from './docusign-jwt-grant';
export {
  DocuSignESignature,
  DEFAULT_SEND_CLAIM_TIMING,
  type DocuSignESignatureParts,
  type SendClaimTiming,
} from './docusign-e-signature';
export { docuSignESignature, type DocuSignConnection } from './docusign-connection';
