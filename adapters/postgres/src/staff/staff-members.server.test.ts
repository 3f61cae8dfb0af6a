import { describeOnServer } from '../testing/test-server';
import { describeStaffStorage } from './staff-members.contract';

describeOnServer('Staff members', describeStaffStorage);
