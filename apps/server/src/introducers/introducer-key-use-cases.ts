import {
  CreateIntroducerKey,
  ListIntroducerKeys,
  RevokeIntroducerKey,
  type IntroducerKeyDependencies,
} from '@lease-portal/domain';

/**
 * The desk's use cases on the introducers' keys (decision 2121), made by `lease-admin` with its own
 * ports, as the portal's factories are (decision 2071); nothing of the portal's HTTP is loaded.
 */
export function introducerKeyUseCases(deps: IntroducerKeyDependencies) {
  return {
    create: new CreateIntroducerKey(deps),
    list: new ListIntroducerKeys(deps),
    revoke: new RevokeIntroducerKey(deps),
  };
}
