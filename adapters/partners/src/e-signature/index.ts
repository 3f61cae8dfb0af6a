export {
  SandboxESignature,
  sandboxSigningPath,
  SIGNING_VIEW_MINUTES,
  withEvent,
  type OpenedSigningView,
  type SigningAction,
} from './sandbox-e-signature';
export * from './docusign';
