// Harnesses: catalogue generators and benchmarks. Nothing in domain/, adapters/ or apps/ imports this.
export * from './catalogue/demo-catalogue-file';
export * from './catalogue/synthetic-catalogue';
