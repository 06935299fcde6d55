// Debian's nginx in front of app servers, with the site file the README documents
// (deploy/nginx-sangam.conf) on ports of the caller's own: the system test of several servers and
// the scale test (`npm run test:scale`) run it.
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** Debian's nginx with the site file the README documents (deploy/), on ports of the test's own. */
export async function startNginx(folder: string, port: number, upstreams: number[]) {
  const site = readFileSync(path.resolve('deploy/nginx-sangam.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+ .*;$/gm, '')
    .replace(
      'keepalive 32;',
      `${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}\nkeepalive 32;`,
    )
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
  writeFileSync(path.join(folder, 'sangam.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(folder, 'sangam.conf')};
}
`,
  )
  const child = spawn(nginxBinary, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const url = `http://localhost:${port}`
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break
    const answer = await fetch(`${url}/api/health/live`).catch(() => null)
    if (answer?.ok) return { url, child }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nginx did not start:\n${printed}`)
}
