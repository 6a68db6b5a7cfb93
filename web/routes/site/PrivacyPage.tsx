import { LegalDocument } from '@web/features/site/legal/LegalDocument';

export const PrivacyPage = () => <LegalDocument doc="privacy" />;
