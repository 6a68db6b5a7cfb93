import { LegalDocument } from '@web/features/site';

export const TermsPage = () => <LegalDocument doc="terms" />;
