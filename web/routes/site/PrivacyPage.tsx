import { LegalDocument } from '@web/features/site';

export const PrivacyPage = () => <LegalDocument doc="privacy" />;
