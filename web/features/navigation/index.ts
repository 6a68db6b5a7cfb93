export { Avatar } from './Avatar';
export { CookieBanner } from './CookieBanner';
export { Footer } from './Footer';
export { Header } from './Header';
export { MenuSheetHost } from './MenuSheetHost';
export { MobileTabBar } from './MobileTabBar';
