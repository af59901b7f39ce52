export * from '../pages.tsx';
