import { LegalDocument } from '@web/features/site/legal/LegalDocument';

export const TermsPage = () => <LegalDocument doc="terms" />;
