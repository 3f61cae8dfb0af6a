import { configure } from '@testing-library/react';

// A page reached through the router is a lazy chunk, compiled on its first import in a test run:
// on a busy machine that alone can take more than the default second of `findBy…`.
configure({ asyncUtilTimeout: 5_000 });
