import { PreparingSection, StandaloneFrame } from 'shared-data/react';

export const LoginPage = () => (
  <StandaloneFrame>
    <PreparingSection title="Admin Paneli" />
  </StandaloneFrame>
);
export const AdminApp = LoginPage;
