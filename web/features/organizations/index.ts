// What routes use of organisations: the page's parts, the directory's parts and the queries.
export { organizationKeys, useOrganizationDetail, useOrganizationSearch } from './queries';
export { OrganizationAbout } from './OrganizationAbout';
export { OrganizationContact } from './OrganizationContact';
export { OrganizationEvents } from './OrganizationEvents';
export { OrganizationHero } from './OrganizationHero';
export { OrganizationRating } from './OrganizationRating';
export { OrganizationVideos } from './OrganizationVideos';
export { OrganizationFilterFields } from './OrganizationFilterFields';
