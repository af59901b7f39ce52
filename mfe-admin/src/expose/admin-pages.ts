import type { SatisfiesPages } from 'shared-data/react';
import type * as self from './admin-pages.ts';
// The thin adapter the shell loads: the login page (/safebetboss1) and the guarded admin area (/admin/*).
export { AdminApp } from '../app/admin-app.tsx';
export { LoginPage } from '../features/auth/login-page.tsx';

/** Fails the typecheck when this module lacks a page the route table names in it (shared-data's `exposedPages`). */
export type Contract = SatisfiesPages<typeof self, 'admin', 'AdminPages'>;
