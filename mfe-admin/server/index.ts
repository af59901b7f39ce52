// The `mfe-admin/server` entry: the admin API plugin and where it is mounted.
export { adminApi, type AdminApiOptions } from './admin-api.ts';
export { adminApiPrefix } from './contract.ts';
export { firstAdminPrefix, firstAdminSetup, prepareFirstAdminSetup, setupAnnouncement, type FirstAdminSetup } from './first-admin.ts';
