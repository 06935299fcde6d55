import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { z } from 'zod'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { EditorSkeleton } from '@/components/form'
import { onboardingStepKeys, type OnboardingStep } from '@/domain/investors/onboarding-steps'
import {
  ChequeStep,
  FocusStep,
  IdentityStep,
  PortfolioStep,
  ThesisStep,
} from '@/features/investors/onboarding/profile-steps'
import { ReviewStep } from '@/features/investors/onboarding/review-step'
import { StepProgress } from '@/features/investors/onboarding/step-progress'
import { useTRPC } from '@/lib/trpc'

const searchSchema = z.object({ step: z.enum(onboardingStepKeys).optional().catch(undefined) })

export const Route = createFileRoute('/investors/onboarding')({
  validateSearch: searchSchema,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.investors.profile.get.queryOptions()),
  pendingComponent: OnboardingSkeleton,
  errorComponent: ErrorPanel,
  component: OnboardingScreen,
})

function OnboardingSkeleton() {
  const intl = useIntl()
  return (
    <EditorSkeleton
      title={intl.formatMessage({ id: 'investor.onboarding.title' })}
      description={intl.formatMessage({ id: 'investor.onboarding.description' })}
      sections={1}
    />
  )
}

function OnboardingScreen() {
  const intl = useIntl()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.investors.profile.get.queryOptions())
  const navigate = useNavigate({ from: Route.fullPath })
  const search = Route.useSearch()
  const current: OnboardingStep = search.step ?? (data.onboarded ? 'review' : data.resumeAt)
  const index = onboardingStepKeys.indexOf(current)
  const go = (step: OnboardingStep) => void navigate({ search: { step } })
  const next = () => go(onboardingStepKeys[index + 1] ?? 'review')
  const back = index > 0 ? () => go(onboardingStepKeys[index - 1]!) : undefined
  const stepProps = {
    profile: data.profile,
    logo: data.logo,
    organisationName: data.organisationName,
    onSaved: next,
    onBack: back,
  }

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'investor.onboarding.title' })}
        description={intl.formatMessage({
          id: data.onboarded
            ? 'investor.onboarding.intro.onboarded'
            : 'investor.onboarding.intro.new',
        })}
      />
      <StepProgress current={current} missing={data.missing} onGo={go} />
      {current === 'identity' && <IdentityStep key="identity" {...stepProps} />}
      {current === 'thesis' && <ThesisStep key="thesis" {...stepProps} />}
      {current === 'focus' && <FocusStep key="focus" {...stepProps} />}
      {current === 'cheque' && <ChequeStep key="cheque" {...stepProps} />}
      {current === 'portfolio' && <PortfolioStep key="portfolio" {...stepProps} />}
      {current === 'review' && (
        <ReviewStep
          data={data}
          onEdit={go}
          onBack={back ?? (() => go('portfolio'))}
          onFinished={() => void navigate({ to: '/investors' })}
        />
      )}
    </>
  )
}
