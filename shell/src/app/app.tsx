import { RouterProvider } from 'react-router-dom';
import { ThemeRoot } from 'shared-data/react';
import { createRouter } from './router.tsx';

const router = createRouter();

export function App() {
  return (
    <ThemeRoot>
      <RouterProvider router={router} />
    </ThemeRoot>
  );
}
