export { OfflinePage } from './OfflinePage';
export { registerServiceWorker, SERVICE_WORKER_URL } from './registerServiceWorker';
