export * from './sandbox-lead-dialler';
export * from './http-lead-dialler';
