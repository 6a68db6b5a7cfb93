/**
 * The service worker's global scope, typed by hand: the project compiles against the DOM library, and adding
 * the WebWorker library beside it makes the two declare the same names twice. Only what sw.ts and push.ts use.
 */
export type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
export type ExtendableMessageEvent = ExtendableEvent & { data: unknown };
export type PushEvent = ExtendableEvent & { data: { json(): unknown; text(): string } | null };
export type NotificationEvent = ExtendableEvent & { notification: Notification };

export type WindowClient = {
  url: string;
  focus(): Promise<WindowClient>;
  navigate?(url: string): Promise<WindowClient | null>;
};

type Listeners = {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  message: ExtendableMessageEvent;
  push: PushEvent;
  notificationclick: NotificationEvent;
};

export type ServiceWorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof Listeners>(type: K, listener: (event: Listeners[K]) => void): void;
};

export const scope = globalThis as unknown as ServiceWorkerScope;
