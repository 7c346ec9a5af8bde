// A client that starts a large chunked upload, is busy for a moment (as a loaded browser or phone
// is), then goes on sending; it prints the status it received or the socket error it got instead.
import http from 'node:http';

const [base, path] = process.argv.slice(2);
const chunk = Buffer.alloc(1024 * 1024, 0x61);
const request = http.request(
  new URL(path, base),
  {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
  },
  (response) => {
    console.log(JSON.stringify({ status: response.statusCode }));
    process.exit(0);
  },
);
request.on('error', (error) => {
  console.log(JSON.stringify({ error: error.code }));
  process.exit(0);
});
for (let i = 0; i < 8; i++) request.write(chunk);
const until = Date.now() + 400;
while (Date.now() < until);
for (let i = 0; i < 32; i++) request.write(chunk);
request.end();
