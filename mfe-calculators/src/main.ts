void import('./bootstrap.tsx');
