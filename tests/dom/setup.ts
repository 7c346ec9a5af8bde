import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts on an empty page (Testing Library unmounts on its own only with vitest's globals).
afterEach(() => cleanup());
