import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser's push service (FCM, Mozilla autopush): records every POST and answers with
 * the status its path names (`/201/…`, `/410/…`, `/500/…`). With a `FakeBrowser` the test decrypts what
 * the server sent (RFC 8291 aes128gcm), so a push is proven end to end without mocking our code.
 */
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type FakePushService = {
  base: string;
  received: ReceivedPush[];
  close: () => Promise<void>;
};

export const startFakePushService = async (): Promise<FakePushService> => {
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = Number(/^\/(\d{3})\//.exec(path)?.[1] ?? 201);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A browser's side of a subscription: the keys it gives the server and the means to read a push. */
export type FakeBrowser = {
  keys: { p256dh: string; auth: string };
  decrypt: (body: Buffer) => string;
};

export const fakeBrowser = (): FakeBrowser => {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body) => {
      // aes128gcm header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const cipher = body.subarray(21 + idLength);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(senderKey), auth, info, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipher.subarray(cipher.length - 16));
      const plain = Buffer.concat([
        decipher.update(cipher.subarray(0, cipher.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 and optional zero padding.
      return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
    },
  };
};
