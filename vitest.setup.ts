// jest-dom's matchers (toBeInTheDocument, toHaveTextContent…) for every jsdom project that runs this setup; each of
// those packages lists '@testing-library/jest-dom/vitest' in its tsconfig's types, so its typecheck knows them too.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
