import { describe, expect, it } from 'vitest'

import { parseEnv, parseScriptEnv } from './env'

const base = {
  BETTER_AUTH_SECRET: 'x'.repeat(32),
  BETTER_AUTH_URL: 'http://localhost:3000',
}

describe('configuration', () => {
  it('defaults to the embedded database and port 3000', () => {
    const env = parseEnv(base)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe('.data/app')
  })

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(parseEnv({ ...base, DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe(
      'postgres://u@h:5432/db',
    )
  })

  it('explains every invalid setting at once', () => {
    let message = ''
    try {
      parseEnv({
        BETTER_AUTH_SECRET: 'short',
        BETTER_AUTH_URL: 'nope',
        DATABASE_URL: 'mysql://x',
        PORT: 'abc',
      })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^Invalid configuration:/)
    expect(message).toContain('BETTER_AUTH_SECRET: must be at least 32 characters')
    expect(message).toContain('BETTER_AUTH_URL: must be the public URL of the app')
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection URL')
    expect(message).toContain('PORT: must be a port number (1-65535)')
  })

  it('asks for the auth secret when it is missing', () => {
    expect(() => parseEnv({ BETTER_AUTH_URL: 'http://localhost:3000' })).toThrowError(
      /BETTER_AUTH_SECRET: is required/,
    )
  })

  it('keeps uploaded files beside the database folder, the same for the server and the scripts', () => {
    expect(parseEnv(base).FILES_DIR).toBe('.data/app-files')
    expect(parseScriptEnv({}).FILES_DIR).toBe('.data/app-files')
    expect(parseEnv({ ...base, DATA_DIR: '/srv/db' }).FILES_DIR).toBe('/srv/db-files')
    expect(parseScriptEnv({ DATA_DIR: '/srv/db' }).FILES_DIR).toBe('/srv/db-files')
    expect(parseScriptEnv({ DATA_DIR: '/srv/db', FILES_DIR: '/srv/uploads' }).FILES_DIR).toBe(
      '/srv/uploads',
    )
  })

  it('names placeholder contacts until the operator configures them', () => {
    const env = parseEnv(base)
    expect(env.CONTACT_EMAIL).toBe('hello@sangam.local')
    expect(env.GRIEVANCE_OFFICER_NAME).toBe('Grievance Officer (name to be appointed)')
    expect(env.GRIEVANCE_OFFICER_EMAIL).toBe('grievance@sangam.local')
    // A blank line in an .env file means the default, not an empty address.
    expect(parseEnv({ ...base, CONTACT_EMAIL: '', GRIEVANCE_OFFICER_NAME: ' ' })).toMatchObject({
      CONTACT_EMAIL: 'hello@sangam.local',
      GRIEVANCE_OFFICER_NAME: 'Grievance Officer (name to be appointed)',
    })
  })

  it('takes the configured contact email and Grievance Officer', () => {
    const env = parseEnv({
      ...base,
      CONTACT_EMAIL: 'namaste@sangam.in',
      GRIEVANCE_OFFICER_NAME: '  Priya Nair ',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@sangam.in',
    })
    expect(env.CONTACT_EMAIL).toBe('namaste@sangam.in')
    expect(env.GRIEVANCE_OFFICER_NAME).toBe('Priya Nair')
    expect(env.GRIEVANCE_OFFICER_EMAIL).toBe('grievance@sangam.in')
  })

  it('refuses a contact or grievance address that is not an email address', () => {
    let message = ''
    try {
      parseEnv({ ...base, CONTACT_EMAIL: 'hello at sangam', GRIEVANCE_OFFICER_EMAIL: 'grievance' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('CONTACT_EMAIL: must be an email address, e.g. hello@example.com')
    expect(message).toContain(
      'GRIEVANCE_OFFICER_EMAIL: must be an email address, e.g. hello@example.com',
    )
  })

  it('leaves the metrics endpoint off without a token, and asks for a long one', () => {
    expect(parseEnv(base).METRICS_TOKEN).toBeUndefined()
    expect(parseEnv({ ...base, METRICS_TOKEN: ' ' }).METRICS_TOKEN).toBeUndefined()
    const token = 'a3f9c1e7b2d84f60a3f9c1e7'
    expect(parseEnv({ ...base, METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token)
    expect(() => parseEnv({ ...base, METRICS_TOKEN: 'short-token' })).toThrowError(
      /METRICS_TOKEN: must be at least 24 characters/,
    )
    expect(() => parseEnv({ ...base, METRICS_TOKEN: `${token} with spaces` })).toThrowError(
      /METRICS_TOKEN: must be printable ASCII without spaces/,
    )
  })

  it('leaves email intake off unless configured, and checks its settings go together', () => {
    const off = parseEnv(base)
    expect(off.INBOUND_DOMAIN).toBeUndefined()
    expect(off.INBOUND_SMTP_PORT).toBeUndefined()
    const on = parseEnv({ ...base, INBOUND_DOMAIN: 'In.Example.com', INBOUND_SMTP_PORT: '2525' })
    expect(on).toMatchObject({
      INBOUND_DOMAIN: 'in.example.com',
      INBOUND_SMTP_PORT: 2525,
      INBOUND_SMTP_HOST: '0.0.0.0',
    })
    expect(() => parseEnv({ ...base, INBOUND_SMTP_PORT: '2525' })).toThrowError(
      /INBOUND_DOMAIN: is required with INBOUND_SMTP_PORT/,
    )
    expect(() => parseEnv({ ...base, INBOUND_DOMAIN: 'not a domain' })).toThrowError(
      /INBOUND_DOMAIN: must be a domain name/,
    )
    expect(() =>
      parseEnv({ ...base, INBOUND_DOMAIN: 'in.example.com', INBOUND_TLS_CERT: '/tls/cert.pem' }),
    ).toThrowError(/INBOUND_TLS_KEY: INBOUND_TLS_CERT and INBOUND_TLS_KEY go together/)
  })

  it("reads scripts' configuration by the server's rules, without the web server's keys", () => {
    expect(() => parseScriptEnv({ DATABASE_URL: 'mysql://x' })).toThrowError(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL/,
    )
    expect(() => parseScriptEnv({ S3_ACCESS_KEY_ID: 'key' })).toThrowError(/go together/)
  })
})
