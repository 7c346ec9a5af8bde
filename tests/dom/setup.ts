import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts on an empty page (Testing Library unmounts on its own only with vitest's globals).
afterEach(() => cleanup());

// `findBy…` and `waitFor` wait up to 10 s, as the end-to-end polls do: the gate runs these tests at a
// low priority beside the browser tests (ADR 160), where a second, the default, can pass unseen.
configure({ asyncUtilTimeout: 10_000 });
