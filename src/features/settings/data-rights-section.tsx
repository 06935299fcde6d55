import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Download } from 'lucide-react'
import { useId } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import {
  dataExportPath,
  transferFirstMessage,
  type ErasurePlan,
} from '@/domain/accounts/data-rights'
import { authClient } from '@/lib/auth-client'
import { useTRPC } from '@/lib/trpc'

import { ErasureDialog } from './erasure-dialog'
import { LoadFailed, LoadingRows, SettingsCard } from './settings-card'

/**
 * After an erasure the account's sessions are gone on the server: the browser forgets its
 * cookie and every cached answer, and the home page says what happened.
 */
function useLeaveAfterErasure() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async (message: string) => {
    await authClient.signOut().catch(() => undefined)
    queryClient.clear()
    await navigate({ to: '/' })
    toast.success(message, { duration: 10_000 })
  }
}

function accountErasureText(plan: ErasurePlan): string {
  if (plan.outcome === 'transfer-first') return ''
  if (plan.outcome === 'with-organisation') {
    return `Your account, your sessions and everything personal to you are erased, and ${plan.organisationName} with them: you are its only member. This cannot be undone.`
  }
  return plan.organisationName
    ? `Your account, your sessions and everything personal to you are erased; ${plan.organisationName} stays with its other members. This cannot be undone.`
    : 'Your account, your sessions and everything personal to you are erased. This cannot be undone.'
}

/** "Your data": download it as a JSON file, or erase the account (DPDP Act, decision 0033). */
export function YourDataSection() {
  const trpc = useTRPC()
  const plan = useQuery(trpc.account.erasurePlan.queryOptions())
  const erase = useMutation(trpc.account.erase.mutationOptions())
  const leave = useLeaveAfterErasure()
  const reasonId = useId()

  return (
    <SettingsCard
      title="Your data"
      tone="danger"
      description="Download a copy of the personal data Sangam holds about you, or erase your account for good."
    >
      <div className="flex flex-wrap items-start gap-3">
        <Button asChild variant="secondary">
          <a href={dataExportPath} download>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </Button>
        {plan.isPending ? (
          <LoadingRows what="what erasing your account would do" rows={1} className="h-10 w-40" />
        ) : plan.isError ? (
          <LoadFailed what="what erasing your account would do" onRetry={() => plan.refetch()} />
        ) : (
          <ErasureDialog
            trigger={
              <Button
                variant="danger"
                disabled={plan.data.outcome === 'transfer-first'}
                aria-describedby={plan.data.outcome === 'transfer-first' ? reasonId : undefined}
              >
                Erase my account
              </Button>
            }
            title={
              plan.data.outcome === 'with-organisation'
                ? `Erase your account and ${plan.data.organisationName}?`
                : 'Erase your account?'
            }
            description={accountErasureText(plan.data)}
            startupErased={
              plan.data.outcome === 'with-organisation' && plan.data.organisationKind === 'startup'
            }
            confirmLabel="Erase my account"
            pendingLabel="Erasing…"
            onErase={(input) => erase.mutateAsync(input)}
            onErased={() =>
              leave(
                plan.data.outcome === 'with-organisation'
                  ? `Your account and ${plan.data.organisationName} are erased.`
                  : 'Your account is erased.',
              )
            }
          />
        )}
      </div>
      {plan.data?.outcome === 'transfer-first' && (
        <p id={reasonId} className="mt-4 rounded-lg bg-saffron-100 p-3 text-sm text-ink">
          {transferFirstMessage(plan.data.organisationName)}
        </p>
      )}
    </SettingsCard>
  )
}

/** For a startup's owners: erase the startup, its profiles and files (decision 0033). */
export function EraseStartupSection({ name }: { name: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const erase = useMutation(trpc.organisation.eraseStartup.mutationOptions())

  async function afterErasure() {
    // 'all': the next page's guard must see that there is no membership any more.
    await queryClient.invalidateQueries({
      queryKey: trpc.account.session.queryKey(),
      refetchType: 'all',
    })
    await navigate({ to: '/welcome' })
    queryClient.removeQueries({ queryKey: trpc.organisation.pathKey() })
    toast.success(`${name} is erased.`, { duration: 10_000 })
  }

  return (
    <SettingsCard
      title={`Erase ${name}`}
      tone="danger"
      description={`Its public page, profiles, founders, deck, logo and photos, invitations and everyone's membership go at once; your account stays.`}
    >
      <ErasureDialog
        trigger={<Button variant="danger">Erase {name}</Button>}
        title={`Erase ${name}?`}
        description={`${name} is erased for good, with its profiles, files and memberships. Its members keep their accounts. This cannot be undone.`}
        startupErased
        confirmLabel={`Erase ${name}`}
        pendingLabel="Erasing…"
        onErase={(input) => erase.mutateAsync(input)}
        onErased={afterErasure}
      />
    </SettingsCard>
  )
}
