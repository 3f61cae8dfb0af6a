export * from './address';
export * from './address-errors';
export * from './address-finder.port';
export * from './find-addresses';
export * from './address-entry';
export * from './typed-address';
