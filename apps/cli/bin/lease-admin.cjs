#!/usr/bin/env node
// The support staff's tool. Runs the TypeScript sources through tsx, like the portal itself.
require('tsx/cjs');
require('../src/main.ts');
