/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS script the portal loads with --require. */
// Loaded into the portal by the memory benchmark (`node --require`): on SIGUSR2, writes the process's
// own account of its memory, which only the process can read, with the CPU it has used and the time
// its garbage collections took (the price of a smaller heap), to MEMORY_PROBE_FILE. A signal and a
// file rather than a channel to the benchmark: the portal's entry starts again with its flags, in the
// same process, and a channel would not survive that.
const { renameSync, writeFileSync } = require('node:fs');
const { PerformanceObserver } = require('node:perf_hooks');

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

process.on('SIGUSR2', () => {
  const file = process.env.MEMORY_PROBE_FILE;
  if (!file) return;
  const { user, system } = process.cpuUsage();
  const usage = { ...process.memoryUsage(), cpuMs: (user + system) / 1000, gcMs, execArgv: process.execArgv };
  writeFileSync(`${file}.partial`, JSON.stringify(usage));
  renameSync(`${file}.partial`, file);
});
