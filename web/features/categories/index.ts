export { useCategoryTree, useMainTypeName } from './queries';
