export * from './lease-document';
export * from './lease-document-set';
export * from './lease-document-facts';
export * from './guarantee-disclosure';
export * from './witness-anchors';
