/**
 * The admin API's contract, shared by the server and the remote's browser code: where it is mounted, its routes and
 * the shapes it answers with. Plain data and types only, so it is safe to ship to the browser.
 */

import type { BlogPost, Casino, Game, Provider, WithStatus } from 'shared-data';

/** Where the API is mounted on the server that serves the site. */
export const adminApiPrefix = '/api/admin';

/** Routes relative to the prefix. */
export const adminApiRoutes = {
  login: '/login',
  logout: '/logout',
  session: '/session',
  overview: '/overview',
  casinos: '/casinos',
  games: '/games',
  providers: '/providers',
  blog: '/blog',
} as const;

/** Full URL path of an API route, as the browser calls it. */
export function adminApiUrl(route: keyof typeof adminApiRoutes): string {
  return `${adminApiPrefix}${adminApiRoutes[route]}`;
}

export interface LoginRequest {
  username: string;
  password: string;
}

/** An editor manages content; an admin also manages casinos, popups, accounts and settings. */
export type Role = 'admin' | 'editor';

export interface AdminIdentity {
  username: string;
  role: Role;
}

export interface SessionInfo {
  authenticated: true;
  username: string;
  role: Role;
  /** When the session ends at the latest (absolute expiry), as epoch milliseconds. */
  expiresAt: number;
}

export interface OverviewCounts {
  casinos: number;
  games: number;
  providers: number;
  blogPosts: number;
}

/** Every entry of a collection, drafts included, as the management screens list them. */
export type AdminCasino = WithStatus<Casino & { rank: number; inRanking: boolean }>;
export type AdminGame = WithStatus<Game & { providerName: string }>;
export type AdminProvider = WithStatus<Provider & { gameCount: number }>;
export type AdminBlogPost = WithStatus<BlogPost>;

/** What the API reads from the content store; the server that mounts the API provides it. */
export interface AdminContentSource {
  overview(): Promise<OverviewCounts>;
  casinos(): Promise<AdminCasino[]>;
  games(): Promise<AdminGame[]>;
  providers(): Promise<AdminProvider[]>;
  blog(): Promise<AdminBlogPost[]>;
}

export type ApiErrorCode =
  | 'invalid_credentials'
  | 'too_many_attempts'
  | 'unauthenticated'
  | 'forbidden'
  | 'invalid'
  | 'conflict'
  | 'in_use'
  | 'cross_site'
  | 'bad_request'
  | 'not_found'
  | 'server_error'
  | 'unavailable';

/** Every non-2xx answer of the API. `retryAfterSeconds` accompanies 429. */
export interface ApiErrorBody {
  error: ApiErrorCode;
  message: string;
  retryAfterSeconds?: number;
}
