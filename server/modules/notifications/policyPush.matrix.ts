import { createECDH, randomBytes } from 'node:crypto';
import { type MatrixCall, type MatrixRow } from '../../test/policyMatrix';

/**
 * Web push and the test notification (issue 15): every signed-in member manages their own browsers'
 * subscriptions and sends themself a test notification; visitors get 'Je moet ingelogd zijn om je meldingen
 * te zien.'. Subscribing is an upsert on the endpoint and unsubscribing is idempotent, so repeats are harmless.
 */
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const keys = {
  p256dh: ecdh.getPublicKey().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};
// Nothing listens on port 9 (discard); the matrix never sends a push.
const endpoint = ({ persona }: MatrixCall) => `http://127.0.0.1:9/push/matrix-${persona}`;

export const MATRIX: readonly MatrixRow[] = [
  {
    action: "store this browser's push subscription",
    method: 'POST',
    url: '/api/me/push-subscriptions',
    payload: (call) => ({ endpoint: endpoint(call), keys }),
    allowed: 'signed-in',
    anonymousRefusal: 'notifications_login_required',
  },
  {
    action: "forget this browser's push subscription",
    method: 'DELETE',
    url: '/api/me/push-subscriptions',
    payload: (call) => ({ endpoint: endpoint(call) }),
    allowed: 'signed-in',
    anonymousRefusal: 'notifications_login_required',
  },
  {
    action: 'send myself a test notification',
    method: 'POST',
    url: '/api/me/notifications/test',
    payload: { title: 'Matrixtest', content: 'Een testmelding uit de rechtenmatrix.' },
    allowed: 'signed-in',
    anonymousRefusal: 'notifications_login_required',
  },
];
