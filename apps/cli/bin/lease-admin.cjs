#!/usr/bin/env node
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS launcher: it registers tsx before loading the sources. */
// The support staff's tool. Runs the TypeScript sources through tsx, like the portal itself.
require('tsx/cjs');
require('../src/main.ts');
