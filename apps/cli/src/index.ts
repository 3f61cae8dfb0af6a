// What harnesses (benchmarks, catalogue generators) take from the support tool: the catalogue CSV format.
export * from './catalogue';
