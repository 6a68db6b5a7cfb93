import { ScreenFramePage } from '../ScreenFramePage';

/** Filled in by the accounts issue; until then the screen's frame. */
export const PrivacySettingsPage = () => <ScreenFramePage />;
