import { configure } from '@testing-library/react';

// Screens under test call real services through the memory transport (the runner settings card, for one, asks
// python3 and rustc for their versions). On a loaded 2-core machine that takes longer than testing-library's 1 s
// default, so findBy/waitFor wait up to 8 s and each test up to 20 s; a screen that never shows what is awaited
// still fails.
configure({ asyncUtilTimeout: 8_000 });
jest.setTimeout(20_000);
