import { describeOnServer } from '../testing/test-server';
import { describeUploadedFiles } from './uploaded-files.contract';

describeOnServer('Postgres uploaded files', describeUploadedFiles);
