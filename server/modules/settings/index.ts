/** The front door of modules/settings: its routes for buildApp. */
export { type SettingsDeps, settingsRoutes } from './routes';
