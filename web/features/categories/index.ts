export { useCategoryTree, useMainTypeName } from './queries';
export { AdminCategoryTree } from './AdminCategoryTree';
