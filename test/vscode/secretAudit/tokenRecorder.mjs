// A recording reverse proxy in front of the emulator: the extension under test talks to it instead of the emulator,
// and it notes every API token sent (Authorization header) and every group token that crosses it in either
// direction. The emulator's data file only holds the groups still alive at the end with their current tokens; the
// proxy also sees the tokens of deleted groups and the ones rotated away, so the audit looks for all of them.
// Bytes pass unchanged; a connection the emulator drops (an injected "lost answer") is dropped on the client too.
import { createServer, request as httpRequest } from 'node:http';

const GROUP_TOKEN_PATTERN = /ugt_[A-Za-z0-9_-]{20,}/g;

/** Every string value under a key that names a token, anywhere in a JSON value. */
function tokensInJson(value, found) {
  if (Array.isArray(value)) {
    for (const item of value) tokensInJson(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && /token/i.test(key) && item.length >= 8) found.add(item);
      else tokensInJson(item, found);
    }
  }
}

function collect(body, found) {
  if (body.length === 0) return;
  const text = body.toString('utf8');
  for (const match of text.matchAll(GROUP_TOKEN_PATTERN)) found.add(match[0]);
  try {
    tokensInJson(JSON.parse(text), found);
  } catch {
    // not JSON: the pattern above is all there is to go on
  }
}

/**
 * @param {string} targetUrl the emulator's base URL
 * @returns {Promise<{ url: string, apiTokens: Set<string>, groupTokens: Set<string>, requests: () => number, close: () => Promise<void> }>}
 */
export async function startTokenRecorder(targetUrl) {
  const target = new URL(targetUrl);
  const apiTokens = new Set();
  const groupTokens = new Set();
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    const auth = /^\s*\S+\s+(\S+)\s*$/.exec(req.headers.authorization ?? '');
    if (auth) apiTokens.add(auth[1]);
    const sent = [];
    req.on('data', (chunk) => sent.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(sent);
      collect(body, groupTokens);
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          const received = [];
          answer.on('data', (chunk) => received.push(chunk));
          answer.on('error', () => res.destroy());
          answer.on('aborted', () => res.destroy());
          answer.on('end', () => {
            const answerBody = Buffer.concat(received);
            collect(answerBody, groupTokens);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(answerBody);
          });
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    apiTokens,
    groupTokens,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
