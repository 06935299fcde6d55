// Deal intake by email in demo mode (docs/decisions/0048): `npm start` on the embedded database
// with the demo data receives mail on INBOUND_SMTP_PORT (2525, or a free port when 2525 is taken)
// for addresses at INBOUND_DOMAIN (intake.localhost), and prints the demo fund's address once the
// server is up. Only there: on PostgreSQL several servers may start, and one of them at most may
// take the port (README, "Running several servers"), so the operator sets it.
import { spawnSync } from 'node:child_process'
import net from 'node:net'

const defaultPort = 2525
const defaultDomain = 'intake.localhost'

/** Listens on `port` (0: one the system picks) and closes: the port, or the error. */
function tryListen(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', (error) => resolve({ error }))
    probe.listen(port, host, () => {
      const { port: bound } = probe.address()
      probe.close(() => resolve({ port: bound }))
    })
  })
}

function why(error) {
  if (error.code === 'EADDRINUSE') return 'is in use'
  if (error.code === 'EACCES') return 'may not be opened by this user'
  return `cannot be opened (${error.message})`
}

/** The demo fund's name and token, read from the database before the server opens it. */
function demoFund(env) {
  const result = spawnSync('npx', ['tsx', 'scripts/demo-intake-address.ts'], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    return result.status === 0 ? JSON.parse(result.stdout.trim().split('\n').pop()) : null
  } catch {
    return null
  }
}

/**
 * Sets INBOUND_SMTP_PORT and INBOUND_DOMAIN in `env` for a demo run on the embedded database,
 * unless the user set them; an INBOUND_SMTP_PORT of 0 or empty keeps intake off. A port that is
 * taken turns intake off with one line (the web app still serves). Answers the lines to print
 * once the server is up, or null.
 */
export async function demoIntake(env) {
  if (env.DEMO_MODE !== 'true' || env.DATABASE_URL) return null
  const asked = env.INBOUND_SMTP_PORT?.trim()
  if (asked === '' || (asked !== undefined && Number(asked) === 0)) {
    delete env.INBOUND_SMTP_PORT
    return null
  }
  // Not a port number: the server's configuration check says so and stops.
  if (asked !== undefined && !/^\d{1,5}$/.test(asked)) return null
  env.INBOUND_DOMAIN = env.INBOUND_DOMAIN?.trim() || defaultDomain
  const host = env.INBOUND_SMTP_HOST?.trim() || '0.0.0.0'
  let port = asked === undefined ? defaultPort : Number(asked)
  let taken = ''
  let probe = await tryListen(port, host)
  if (probe.error && asked === undefined && probe.error.code === 'EADDRINUSE') {
    taken = ` (${defaultPort} is in use)`
    probe = await tryListen(0, host)
  }
  if (probe.error) {
    console.log(
      `Deal intake by email is off: port ${port}${asked === undefined ? '' : ' (INBOUND_SMTP_PORT)'} on ${host} ${why(probe.error)}.`,
    )
    delete env.INBOUND_SMTP_PORT
    return null
  }
  port = probe.port
  env.INBOUND_SMTP_PORT = String(port)

  const server = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  const url = `smtp://${server.includes(':') ? `[${server}]` : server}:${port}`
  const fund = demoFund(env)
  if (!fund) {
    return [
      `Deal intake by email: ${url}${taken}, for deals+<token>@${env.INBOUND_DOMAIN} (each fund's address is in its settings)`,
    ]
  }
  const address = `deals+${fund.token}@${env.INBOUND_DOMAIN}`
  return [
    `Deal intake by email: ${url}${taken} — ${fund.fund}'s address: ${address}`,
    `  Send it a PDF from this folder: node -e "require('nodemailer').createTransport({host:'${server}',port:${port}}).sendMail({from:'founder@example.com',to:'${address}',subject:'Pitch deck',attachments:[{path:'deck.pdf'}]}).then(r=>console.log(r.response))"`,
  ]
}
