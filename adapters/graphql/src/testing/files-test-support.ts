import type { FilesWorld } from '@lease-portal/domain/src/files/testing/files-world';
import type { FilesDependencies } from '../files-dependencies';

// Test support only: the files use cases of an in-memory world, as the API receives them.

export function filesDependenciesOf(world: FilesWorld): FilesDependencies {
  return { issueUploadGrant: world.issueUploadGrant, saveFile: world.saveFile, getFile: world.getFile };
}
