export * from './privacy-notice';
