import { IssuePasswordResetLink, type IssuePasswordResetLinkDependencies } from '@lease-portal/domain';
import { madeOnUse } from '../made-on-use';

/**
 * The branded password links: a reset asked for by its user, and the create-password invitation the
 * officers' nominations and support's resend send. Wired once for the portal's container
 * (bind-accounts.ts) and for lease-admin (decision 2071), each giving its own ports; made when first read.
 */
export function passwordLinkUseCases(deps: IssuePasswordResetLinkDependencies) {
  return madeOnUse({
    issuePasswordResetLink: () => new IssuePasswordResetLink(deps),
  });
}
