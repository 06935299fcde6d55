import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; raw: string }

/** An SMTP server on 127.0.0.1:`port` that keeps every message it receives in `received`. */
export function startSmtp(port: number, received: ReceivedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

export const stopSmtp = (server: SMTPServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()))
