import { useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'

import { FileUpload } from '@/components/file-upload'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import type { ProfileData } from './step-form'

/**
 * The organisation's logo, shown to founders beside its name. The upload saves on its own (not
 * with the step); it needs the profile to exist, so a first-time member saves this step first.
 */
export function LogoSlot({ logo, hasProfile }: { logo: ProfileData['logo']; hasProfile: boolean }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return (
    <div className="min-w-0 space-y-2 sm:col-span-2">
      <p className="text-sm font-medium text-ink">
        <FormattedMessage
          id="investor.onboarding.logo.label"
          values={{ muted: (chunks) => <span className="font-normal text-muted">{chunks}</span> }}
        />
      </p>
      {hasProfile ? (
        <>
          <div className="min-w-0 rounded-xl border border-dashed border-line p-4 [&_label]:h-auto [&_label]:min-h-10 [&_label]:py-2 [&_label]:whitespace-normal">
            <FileUpload
              kind="logo"
              current={logo}
              onUploaded={() => {
                toast.success(intl.formatMessage({ id: 'investor.onboarding.logo.saved' }))
                void queryClient.invalidateQueries({ queryKey: trpc.investors.profile.pathKey() })
              }}
            />
          </div>
          <p className="text-xs text-muted">
            <FormattedMessage id="investor.onboarding.logo.hint" />
          </p>
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          <FormattedMessage id="investor.onboarding.logo.saveFirst" />
        </p>
      )}
    </div>
  )
}
