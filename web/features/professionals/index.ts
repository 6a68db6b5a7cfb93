// What routes use of professionals: the directory's queries and filters, and the profile page's parts.
export { ProfessionalAbout } from './ProfessionalAbout';
export { ProfessionalFacts } from './ProfessionalFacts';
export { ProfessionalFilterFields } from './ProfessionalFilterFields';
export { ProfessionalHero } from './ProfessionalHero';
export { ProfessionalServices } from './ProfessionalServices';
export { RelatedProfessionals } from './RelatedProfessionals';
export {
  professionalKeys,
  useProfessionalDetail,
  useProfessionalSearch,
  useProfessionalTypes,
} from './queries';
