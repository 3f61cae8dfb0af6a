import { describeContractSigningWrites } from './contract-signing-writes.contract';
import { describeOnServer } from './testing/test-server';

describeOnServer("the lease signing's completion", describeContractSigningWrites);
