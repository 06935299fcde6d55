import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Download } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Button } from '@/components/ui/button'
import { dataExportPath, type ErasurePlan } from '@/domain/accounts/data-rights'
import { authClient } from '@/lib/auth-client'
import { toast } from '@/lib/toast'
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

function accountErasureText(intl: IntlShape, plan: ErasurePlan): string {
  if (plan.outcome === 'transfer-first') return ''
  if (plan.outcome === 'with-organisation') {
    return intl.formatMessage(
      { id: 'settings.data.erasesWithOrganisation' },
      { organisation: plan.organisationName },
    )
  }
  return plan.organisationName
    ? intl.formatMessage(
        { id: 'settings.data.erasesOrganisationStays' },
        { organisation: plan.organisationName },
      )
    : intl.formatMessage({ id: 'settings.data.erasesAccount' })
}

/** "Your data": download it as a JSON file, or erase the account (DPDP Act, decision 0033). */
export function YourDataSection() {
  const intl = useIntl()
  const trpc = useTRPC()
  const plan = useQuery(trpc.account.erasurePlan.queryOptions())
  const erase = useMutation(trpc.account.erase.mutationOptions())
  const leave = useLeaveAfterErasure()
  const reasonId = useId()

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.data.title' })}
      tone="danger"
      description={intl.formatMessage({ id: 'settings.data.description' })}
    >
      <div className="flex flex-wrap items-start gap-3">
        <Button asChild variant="secondary">
          <a href={dataExportPath} download>
            <Download aria-hidden="true" />
            <FormattedMessage id="settings.data.download" />
          </a>
        </Button>
        {plan.isPending ? (
          <LoadingRows
            label={intl.formatMessage({ id: 'settings.data.loading' })}
            rows={1}
            className="h-10 w-40"
          />
        ) : plan.isError ? (
          <LoadFailed
            message={intl.formatMessage({ id: 'settings.data.loadFailed' })}
            onRetry={() => plan.refetch()}
          />
        ) : (
          <ErasureDialog
            trigger={
              <Button
                variant="danger"
                disabled={plan.data.outcome === 'transfer-first'}
                aria-describedby={plan.data.outcome === 'transfer-first' ? reasonId : undefined}
              >
                <FormattedMessage id="settings.data.erase" />
              </Button>
            }
            title={
              plan.data.outcome === 'with-organisation'
                ? intl.formatMessage(
                    { id: 'settings.data.eraseTitleWithOrganisation' },
                    { organisation: plan.data.organisationName },
                  )
                : intl.formatMessage({ id: 'settings.data.eraseTitle' })
            }
            description={accountErasureText(intl, plan.data)}
            startupErased={
              plan.data.outcome === 'with-organisation' && plan.data.organisationKind === 'startup'
            }
            confirmLabel={intl.formatMessage({ id: 'settings.data.erase' })}
            pendingLabel={intl.formatMessage({ id: 'settings.data.erasing' })}
            onErase={(input) => erase.mutateAsync(input)}
            onErased={() =>
              leave(
                plan.data.outcome === 'with-organisation'
                  ? intl.formatMessage(
                      { id: 'settings.data.erasedWithOrganisation' },
                      { organisation: plan.data.organisationName },
                    )
                  : intl.formatMessage({ id: 'settings.data.erased' }),
              )
            }
          />
        )}
      </div>
      {plan.data?.outcome === 'transfer-first' && (
        <p id={reasonId} className="mt-4 rounded-lg bg-saffron-100 p-3 text-sm text-ink">
          {intl.formatMessage(
            { id: 'settings.data.transferFirst' },
            { organisation: plan.data.organisationName },
          )}
        </p>
      )}
    </SettingsCard>
  )
}

/** For a startup's owners: erase the startup, its profiles and files (decision 0033). */
export function EraseStartupSection({ name }: { name: string }) {
  const intl = useIntl()
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
    toast.success(intl.formatMessage({ id: 'settings.eraseStartup.erased' }, { name }), {
      duration: 10_000,
    })
  }

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.eraseStartup.erase' }, { name })}
      tone="danger"
      description={intl.formatMessage({ id: 'settings.eraseStartup.description' })}
    >
      <ErasureDialog
        trigger={
          <Button variant="danger">
            <FormattedMessage id="settings.eraseStartup.erase" values={{ name }} />
          </Button>
        }
        title={intl.formatMessage({ id: 'settings.eraseStartup.confirmTitle' }, { name })}
        description={intl.formatMessage(
          { id: 'settings.eraseStartup.confirmDescription' },
          { name },
        )}
        startupErased
        confirmLabel={intl.formatMessage({ id: 'settings.eraseStartup.erase' }, { name })}
        pendingLabel={intl.formatMessage({ id: 'settings.data.erasing' })}
        onErase={(input) => erase.mutateAsync(input)}
        onErased={afterErasure}
      />
    </SettingsCard>
  )
}
