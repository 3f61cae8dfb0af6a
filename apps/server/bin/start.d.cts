/** The build recorded in `file` (`{ builtAt, inputs }`) is newer than every input it lists. */
export function isCurrent(file: string): boolean;
/** The files and folders under `sources`, as paths from the repository's root. */
export function filesUnder(sources: readonly string[]): string[];
