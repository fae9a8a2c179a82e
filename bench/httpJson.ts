/** A JSON POST from a chosen source address (fetch cannot pick one), over kept-alive connections. */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function postJson(
  url: string,
  body: unknown,
  localAddress: string,
  timeoutMs: number,
): Promise<{ data?: Record<string, unknown>; errors?: { message: string }[] }> {
  const payload = JSON.stringify(body);
  return new Promise((ok, fail) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
    const req = http.request(url, { method: 'POST', agent, localAddress, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        try {
          ok(JSON.parse(text) as { data?: Record<string, unknown> });
        } catch {
          fail(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
        }
      });
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error('joinEvent request timed out')));
    req.on('error', fail);
    req.end(payload);
  });
}
