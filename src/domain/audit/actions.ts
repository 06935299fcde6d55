/**
 * What the audit log records (decision 0028): a closed list, which the database checks too, so a
 * caller can never write an action the admin screen does not know how to read.
 */
export const auditActions = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'member.added',
  'member.removed',
  'member.role-changed',
  'member.left',
  'invitation.accepted',
  'access-request.approved',
  'access-request.rejected',
  'application.status-changed',
  'applications.exported',
  'list.exported',
  'pipeline.stage-added',
  'pipeline.stage-changed',
  'pipeline.stage-archived',
  'pipeline.reordered',
] as const
export type AuditAction = (typeof auditActions)[number]

/** Each action in plain words, as the admin screen shows it. */
export const auditActionLabels = {
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failed': 'Failed sign-in',
  'member.added': 'Member added',
  'member.removed': 'Member removed',
  'member.role-changed': 'Role changed',
  'member.left': 'Left the organisation',
  'invitation.accepted': 'Invitation accepted',
  'access-request.approved': 'Access request approved',
  'access-request.rejected': 'Access request rejected',
  'application.status-changed': 'Application status changed',
  'applications.exported': 'Applications exported',
  'list.exported': 'List exported',
  'pipeline.stage-added': 'Pipeline stage added',
  'pipeline.stage-changed': 'Pipeline stage changed',
  'pipeline.stage-archived': 'Pipeline stage archived',
  'pipeline.reordered': 'Pipeline reordered',
} as const satisfies Record<AuditAction, string>

/** The kinds of thing an event is about. */
export const auditSubjectTypes = [
  'user',
  'invitation',
  'access-request',
  'application',
  'list',
  'stage',
] as const
export type AuditSubjectType = (typeof auditSubjectTypes)[number]

export const auditSubjectTypeLabels = {
  user: 'Person',
  invitation: 'Invitation',
  'access-request': 'Access request',
  application: 'Application',
  list: 'List',
  stage: 'Pipeline stage',
} as const satisfies Record<AuditSubjectType, string>

/**
 * What an event adds to its columns: small facts, never a password, token or cookie. `subject`
 * is what the subject was called at the time (an email, a startup's name, a list's name), so a row
 * still reads after the thing it names has changed or gone.
 */
export type AuditDetails = {
  subject?: string
  /** A status or role before and after the change. */
  from?: string
  to?: string
  /** A move's stages of the fund's pipeline, as they were named then (docs/decisions/0046). */
  fromStage?: string
  toStage?: string
  role?: string
  /** Why a sign-in failed: better-auth's error code, or `too-many-failures`. */
  reason?: string
  /** How a sign-in happened: `password`, or `email-link` (a confirmation link that signs in). */
  method?: string
  /** The search an export ran, as the list's URL held it. */
  query?: string
  /** How many rows an export held, when known before it is sent. */
  rows?: number
}

/** Choices of the admin screen's action filter: a group of related actions, or one action. */
export const auditActionGroups: ReadonlyArray<{ label: string; actions: readonly AuditAction[] }> =
  [
    { label: 'Sign-ins and failed sign-ins', actions: ['auth.sign-in', 'auth.sign-in-failed'] },
    {
      label: 'Membership changes',
      actions: [
        'member.added',
        'member.removed',
        'member.role-changed',
        'member.left',
        'invitation.accepted',
      ],
    },
    {
      label: 'Access-request decisions',
      actions: ['access-request.approved', 'access-request.rejected'],
    },
    { label: 'Exports', actions: ['applications.exported', 'list.exported'] },
    {
      label: 'Pipeline changes',
      actions: [
        'pipeline.stage-added',
        'pipeline.stage-changed',
        'pipeline.stage-archived',
        'pipeline.reordered',
      ],
    },
  ]
