import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

let databases: TestDatabases;
let built: BuiltApp;
let port: number;

beforeAll(async () => {
  databases = await createTestDatabases();
  // One second to send a whole request here (120 s by default).
  built = await testApp(await databases.next(), {
    jobs: false,
    env: { REQUEST_TIMEOUT_SECONDS: '1' },
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  port = (built.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

/** Sends the head, then the body a line at a time every `everyMs`; answers what came back and when. */
function slowRequest(lines: string[], everyMs: number) {
  return new Promise<{ firstLine: string; ms: number; closed: boolean }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    const body = lines.join('\n');
    socket.write(
      `PUT /api/predict/simplediagnose/checkaddress HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < lines.length) socket.write(`${lines[sent++]}${sent < lines.length ? '\n' : ''}`);
    }, everyMs);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({
        firstLine: answer.split('\r\n')[0] ?? '',
        ms: performance.now() - started,
        closed: true,
      });
    });
    socket.on('error', () => undefined);
  });
}

describe('slow requests', () => {
  it('answers a body sent a line at a time too slowly with 408 and closes the connection', async () => {
    const lines = [
      '{',
      '"postCode": "WC1E 6HJ",',
      '"street": "Gower Street",',
      '"town": "London"',
      '}',
    ];
    const answer = await slowRequest(lines, 400);
    expect(answer.firstLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.ms).toBeLessThan(3000);
  });

  it('answers the same body sent in time', async () => {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/predict/simplediagnose/checkaddress`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ postCode: 'WC1E 6HJ', street: 'Gower Street', town: 'London' }),
      },
    );
    expect(response.status).toBe(200);
  });
});
