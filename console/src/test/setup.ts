import { configure } from '@testing-library/react';

// findBy… waits up to 3 s rather than 1 s: a page's first render in jsdom is slow on a busy machine.
configure({ asyncUtilTimeout: 3000 });
