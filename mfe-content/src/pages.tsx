import { PreparingSection } from 'shared-data/react';

export const HomePage = () => <PreparingSection title="Bonus Sıralaması" />;
export const TacticsPage = () => <PreparingSection title="Kazanma Taktikleri" />;
export const TacticPage = () => <PreparingSection title="Kazanma Taktikleri" />;
export const BlogPage = () => <PreparingSection title="Blog" />;
export const BlogPostPage = () => <PreparingSection title="Blog" />;
export const GamesPage = () => <PreparingSection title="Oyunlar" />;
export const GamePage = () => <PreparingSection title="Oyunlar" />;
export const ProvidersPage = () => <PreparingSection title="Sağlayıcılar" />;
export const ProviderPage = () => <PreparingSection title="Sağlayıcılar" />;
export const AdvertisePage = () => <PreparingSection title="Reklam ve İş Birliği" />;
export const ResponsibleGamingPage = () => <PreparingSection title="Sorumlu Oyun" />;
export const PrivacyPage = () => <PreparingSection title="Gizlilik Politikası" />;
export const TermsPage = () => <PreparingSection title="Şartlar ve Koşullar" />;
