// The thin adapter the shell loads: the login page (/safebetboss1) and the guarded admin area (/admin/*).
export { AdminApp } from '../app/admin-app.tsx';
export { LoginPage } from '../features/auth/login-page.tsx';
