import { z } from 'zod'

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

const optionalText = z
  .string()
  .optional()
  .transform((v) => v || undefined)

/** Left empty or unset, the setting takes its default (a blank line in an .env file included). */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const emailSetting = (fallback: string) =>
  z.preprocess(
    blankAsUnset,
    z.email('must be an email address, e.g. hello@example.com').default(fallback),
  )

const envShape = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number (1-65535)' })
    .int('must be a port number (1-65535)')
    .min(1, 'must be a port number (1-65535)')
    .max(65535, 'must be a port number (1-65535)')
    .default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('.data/app'),
  // Longest a single SQL statement of a request may run on PostgreSQL (ms); 0 lets it run.
  STATEMENT_TIMEOUT: z.coerce
    .number({ error: 'must be a number of milliseconds (0 for none)' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 or more milliseconds')
    .max(600_000, 'must be at most 600000 (ten minutes)')
    .default(2000),
  // Rows the applications search keeps in memory across organisations (src/server/search).
  SEARCH_INDEX_ROWS: z.coerce
    .number({ error: 'must be a number of applications' })
    .int('must be a whole number of applications')
    .min(1000, 'must be at least 1000')
    .default(3_000_000),
  BETTER_AUTH_SECRET: z
    .string({ error: 'is required (a random string of at least 32 characters)' })
    .min(32, 'must be at least 32 characters'),
  BETTER_AUTH_URL: z.url('must be the public URL of the app, e.g. http://localhost:3000'),
  // Trust X-Forwarded-For for the client IP (and X-Request-Id) only behind a proxy that sets it.
  TRUST_PROXY: booleanFlag,
  // Bearer token a Prometheus scraper sends to GET /api/metrics; unset, the endpoint is off.
  METRICS_TOKEN: z.preprocess(
    blankAsUnset,
    z
      .string()
      .min(24, 'must be at least 24 characters (e.g. openssl rand -hex 24)')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  DEMO_MODE: booleanFlag,
  // smtp://user:pass@host:587 or smtps://…; without it, emails stay in the admin outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Sangam <no-reply@sangam.local>'),
  // Where people write to Sangam: shown in the footer, on About and in the privacy policy.
  CONTACT_EMAIL: emailSetting('hello@sangam.local'),
  // The Grievance Officer the IT Rules 2021 and the DPDP Act 2023 ask for, named in the privacy
  // policy. The default name is a placeholder until the operator appoints someone.
  GRIEVANCE_OFFICER_NAME: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .max(120, 'must be at most 120 characters')
      .default('Grievance Officer (name to be appointed)'),
  ),
  GRIEVANCE_OFFICER_EMAIL: emailSetting('grievance@sangam.local'),
  // Uploaded files (logos, photos, decks) stay in this folder unless S3_BUCKET names a bucket;
  // by default beside the database folder (see withFilesDefault).
  FILES_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  // For S3-compatible services (MinIO, R2…); switches to path-style bucket addressing.
  S3_ENDPOINT: z
    .url('must be the URL of the S3-compatible service, e.g. https://s3.example.com')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Without a key pair, the AWS SDK's own credential chain applies (instance role, profile…).
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Deal intake by email (docs/decisions/0048): funds' addresses are deals+<token>@INBOUND_DOMAIN,
  // and this server receives their mail by SMTP on INBOUND_SMTP_PORT. Both unset, intake is off.
  INBOUND_DOMAIN: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'must be a domain name, e.g. in.example.com',
      )
      .optional(),
  ),
  INBOUND_SMTP_PORT: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'must be a port number (1-65535)' })
      .int('must be a port number (1-65535)')
      .min(1, 'must be a port number (1-65535)')
      .max(65535, 'must be a port number (1-65535)')
      .optional(),
  ),
  // The address the SMTP server listens on; all of this machine's by default.
  INBOUND_SMTP_HOST: z.preprocess(blankAsUnset, z.string().min(1).default('0.0.0.0')),
  // PEM files of the certificate and its key: with both, the SMTP server offers STARTTLS.
  INBOUND_TLS_CERT: optionalText,
  INBOUND_TLS_KEY: optionalText,
})

function checkS3Keys(
  config: { S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string },
  ctx: z.RefinementCtx,
) {
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    })
  }
}

/**
 * Uploaded files sit beside their database folder, never inside it: `.data/app-files` for the
 * default `.data/app`. Every entry point (server, `npm start`, `npm run seed`) reads this one
 * default, so seeded demo files are where the server looks for them.
 */
function withFilesDefault<T extends { DATA_DIR: string; FILES_DIR?: string }>(config: T) {
  return { ...config, FILES_DIR: config.FILES_DIR ?? `${config.DATA_DIR}-files` }
}

function checkInbound(
  config: {
    INBOUND_DOMAIN?: string
    INBOUND_SMTP_PORT?: number
    INBOUND_TLS_CERT?: string
    INBOUND_TLS_KEY?: string
  },
  ctx: z.RefinementCtx,
) {
  if (config.INBOUND_SMTP_PORT !== undefined && !config.INBOUND_DOMAIN) {
    ctx.addIssue({
      code: 'custom',
      path: ['INBOUND_DOMAIN'],
      message: "is required with INBOUND_SMTP_PORT: the domain funds' intake addresses are at",
    })
  }
  if (Boolean(config.INBOUND_TLS_CERT) !== Boolean(config.INBOUND_TLS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [config.INBOUND_TLS_CERT ? 'INBOUND_TLS_KEY' : 'INBOUND_TLS_CERT'],
      message: 'INBOUND_TLS_CERT and INBOUND_TLS_KEY go together: set both or neither',
    })
  }
}

const envSchema = envShape
  .superRefine(checkS3Keys)
  .superRefine(checkInbound)
  .transform(withFilesDefault)

/** What a command-line script needs: the database and file storage, not the web server's keys. */
const scriptEnvSchema = envShape
  .pick({
    DATABASE_URL: true,
    DATA_DIR: true,
    FILES_DIR: true,
    S3_BUCKET: true,
    S3_REGION: true,
    S3_ENDPOINT: true,
    S3_ACCESS_KEY_ID: true,
    S3_SECRET_ACCESS_KEY: true,
  })
  .superRefine(checkS3Keys)
  .transform(withFilesDefault)

export type Env = z.output<typeof envSchema>
export type ScriptEnv = z.output<typeof scriptEnvSchema>

function parseWith<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>) {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data as z.output<S>
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseWith(envSchema, source)
}

/** The configuration of scripts (seed, migrate, admin:create), by the same rules as the server. */
export function parseScriptEnv(source: Record<string, string | undefined>): ScriptEnv {
  return parseWith(scriptEnvSchema, source)
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
