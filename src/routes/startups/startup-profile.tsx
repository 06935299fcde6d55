import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import { CircleCheck, CircleAlert, ExternalLink, LoaderCircle } from 'lucide-react'
import { useEffect, useId, useState, useSyncExternalStore, type ComponentProps } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { toast } from 'sonner'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { CheckboxChipsField } from '@/components/form/checkbox-chips'
import { CompletenessMeter } from '@/features/startups/completeness-meter'
import { EditorSection } from '@/components/form/editor-section'
import { EditorSkeleton } from '@/components/form/editor-skeleton'
import { MultiSelectField } from '@/components/form/multi-select'
import { RupeeField } from '@/components/form/rupee-input'
import { SaveBar } from '@/components/form/save-bar'
import { SelectField } from '@/components/form/select-field'
import { SwitchFieldControlled } from '@/components/form/switch-field'
import { TextAreaField } from '@/components/form/text-area-field'
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes'
import { FileUpload } from '@/features/startups/file-upload'
import {
  slugSchema,
  startupProfileSchema,
  textLimits,
  type StartupProfileValues,
} from '@/domain/startups/profile-schemas'
import { cn } from '@/lib/cn'
import {
  businessTypes,
  companyTypes,
  customerInteractions,
  developmentStages,
  indianStates,
  productTypes,
  revenueStages,
  sectors,
  unionTerritories,
} from '@/lib/options'
import { slugify } from '@/lib/slug'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode, trpcFieldErrors } from '@/lib/trpc-errors'
import type { AppRouter } from '@/server/trpc/root'

const title = 'Startup profile'
const description =
  'The basics investors see first: name, one-liner, sectors, stage, headquarters and your planned raise.'

export const Route = createFileRoute('/startups/startup-profile')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.startups.profile.get.queryOptions()),
  pendingComponent: () => <EditorSkeleton title={title} description={description} sections={5} />,
  errorComponent: ErrorPanel,
  component: StartupProfileScreen,
})

type OwnProfile = inferRouterOutputs<AppRouter>['startups']['profile']['get']

/** What the form holds: text boxes hold strings, chip groups arrays, switches booleans. */
type ProfileForm = {
  name: string
  slug: string
  oneLiner: string
  description: string
  website: string
  foundedOn: string
  companyType: string
  cin: string
  dpiitNumber: string
  headquarters: string
  city: string
  sectors: string[]
  businessTypes: string[]
  customerInteractions: string[]
  productTypes: string[]
  developmentStage: string
  revenueStage: string
  teamSize: string
  plannedRaise: string
  isPublic: boolean
  isDiscoverable: boolean
}

const formFields = [
  'name',
  'slug',
  'oneLiner',
  'description',
  'website',
  'foundedOn',
  'companyType',
  'cin',
  'dpiitNumber',
  'headquarters',
  'city',
  'sectors',
  'businessTypes',
  'customerInteractions',
  'productTypes',
  'developmentStage',
  'revenueStage',
  'teamSize',
  'plannedRaise',
  'isPublic',
  'isDiscoverable',
] as const satisfies readonly (keyof ProfileForm)[]

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const arr = (v: unknown) => (Array.isArray(v) ? v.map(String) : [])

function toForm(p: Partial<Record<keyof ProfileForm, unknown>>): ProfileForm {
  return {
    name: str(p.name),
    slug: str(p.slug),
    oneLiner: str(p.oneLiner),
    description: str(p.description),
    website: str(p.website),
    foundedOn: str(p.foundedOn).slice(0, 10),
    companyType: str(p.companyType),
    cin: str(p.cin),
    dpiitNumber: str(p.dpiitNumber),
    headquarters: str(p.headquarters),
    city: str(p.city),
    sectors: arr(p.sectors),
    businessTypes: arr(p.businessTypes),
    customerInteractions: arr(p.customerInteractions),
    productTypes: arr(p.productTypes),
    developmentStage: str(p.developmentStage),
    revenueStage: str(p.revenueStage),
    teamSize: str(p.teamSize),
    plannedRaise: str(p.plannedRaise),
    isPublic: Boolean(p.isPublic),
    isDiscoverable: Boolean(p.isDiscoverable),
  }
}

const headquartersGroups = [
  { label: 'States', options: indianStates },
  { label: 'Union territories', options: unionTerritories },
]

function StartupProfileScreen() {
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.startups.profile.get.queryOptions())
  const part = data.completeness.parts.find((p) => p.key === 'profile')

  return (
    <>
      <PageHeader title={title} description={description} />
      {part && <CompletenessMeter part={part} className="mb-6" />}
      <ProfileEditor data={data} />
    </>
  )
}

function ProfileEditor({ data }: { data: OwnProfile }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const formId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const [saved, setSaved] = useState(() => ({
    slug: data.profile.slug,
    isPublic: data.profile.isPublic,
  }))
  // The address follows the name until someone edits it, if it was still the name's slug.
  const [slugFollowsName, setSlugFollowsName] = useState(
    () => !data.profile.slug || data.profile.slug === slugify(data.profile.name ?? ''),
  )

  const form = useForm<ProfileForm, unknown, StartupProfileValues>({
    resolver: zodResolver(startupProfileSchema) as unknown as Resolver<
      ProfileForm,
      unknown,
      StartupProfileValues
    >,
    defaultValues: toForm(data.profile),
    mode: 'onTouched',
  })
  const { control, register, formState } = form
  const errors = formState.errors
  const update = useMutation(trpc.startups.profile.update.mutationOptions())
  const saving = formState.isSubmitting || update.isPending

  useUnsavedChanges(formState.isDirty && !saving)

  const invalidate = () =>
    queryClient.invalidateQueries({ queryKey: trpc.startups.profile.get.queryKey() })

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null)
      try {
        await update.mutateAsync(values)
        form.reset(toForm(values))
        setSaved({ slug: values.slug, isPublic: values.isPublic })
        await invalidate()
        toast.success('Startup profile saved')
      } catch (error) {
        if (trpcErrorCode(error) === 'CONFLICT') {
          form.setError('slug', { message: (error as Error).message }, { shouldFocus: true })
          return
        }
        const fieldErrors = trpcFieldErrors(error)
        let found = false
        for (const field of formFields) {
          const message = fieldErrors[field]?.[0]
          if (message) {
            form.setError(field, { message }, { shouldFocus: !found })
            found = true
          }
        }
        setFormError(
          found
            ? 'Some fields need another look — see the messages next to them.'
            : error instanceof Error && error.message
              ? `We could not save your profile: ${error.message}`
              : 'We could not save your profile. Please try again.',
        )
      }
    },
    () => setFormError('Some fields need another look — see the messages next to them.'),
  )

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsName) {
        form.setValue('slug', slugify(event.target.value), {
          shouldDirty: true,
          shouldValidate: formState.isSubmitted,
        })
      }
    },
  })
  const slugField = register('slug', { onChange: () => setSlugFollowsName(false) })

  return (
    <form method="post" id={formId} onSubmit={onSubmit} noValidate className="space-y-6">
      <EditorSection
        title="Basics"
        description="How your startup is named and introduced everywhere on Sangam."
        id="basics"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Startup name" error={errors.name?.message} className="sm:col-span-2">
            <Input autoComplete="organization" {...nameField} />
          </Field>
          <div className="sm:col-span-2">
            <Field
              label="Page address"
              error={errors.slug?.message}
              hint="Lower-case letters, digits and single hyphens, 3–60 characters."
            >
              <PrefixedInput
                prefix="/company/"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                {...slugField}
              />
            </Field>
            <SlugAvailability
              savedSlug={saved.slug}
              onUse={(slug) => {
                setSlugFollowsName(false)
                form.setValue('slug', slug, { shouldDirty: true, shouldValidate: true })
              }}
              control={control}
            />
          </div>
          <TextAreaField
            control={control}
            name="oneLiner"
            label="One-liner"
            max={textLimits.oneLiner}
            singleLine
            placeholder="e.g. Cold storage on a subscription for small farmers"
            hint="One sentence on what you do and for whom."
            className="sm:col-span-2"
          />
          <TextAreaField
            control={control}
            name="description"
            label="Description"
            max={textLimits.description}
            rows={6}
            hint="The problem, your product, who pays and why now."
            className="sm:col-span-2"
          />
          <Field
            label="Website"
            error={errors.website?.message}
            hint="A full address, like https://example.com."
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              {...register('website')}
            />
          </Field>
          <Field label="Founded on" error={errors.foundedOn?.message}>
            <Input
              type="date"
              max={new Date().toISOString().slice(0, 10)}
              {...register('foundedOn')}
            />
          </Field>
          <SelectField
            label="Company type"
            options={companyTypes}
            error={errors.companyType?.message}
            className="sm:col-span-2"
            {...register('companyType')}
          />
          <Field
            label="CIN"
            error={errors.cin?.message}
            hint="Optional. e.g. U72900KA2021PTC123456"
          >
            <Input
              autoCapitalize="characters"
              spellCheck={false}
              className="uppercase"
              {...register('cin')}
            />
          </Field>
          <Field
            label="DPIIT recognition number"
            error={errors.dpiitNumber?.message}
            hint="Optional. From your Startup India certificate, e.g. DIPP12345."
          >
            <Input
              autoCapitalize="characters"
              spellCheck={false}
              className="uppercase"
              {...register('dpiitNumber')}
            />
          </Field>
          <LogoSlot current={data.logo} onUploaded={() => void invalidate()} />
        </div>
      </EditorSection>

      <EditorSection
        title="Where"
        description="Where your company is registered or mostly works from."
        id="where"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Headquarters"
            groups={headquartersGroups}
            placeholder="Choose a state or union territory…"
            error={errors.headquarters?.message}
            {...register('headquarters')}
          />
          <Field label="City" error={errors.city?.message}>
            <Input autoComplete="address-level2" {...register('city')} />
          </Field>
        </div>
      </EditorSection>

      <EditorSection
        title="What"
        description="Investors filter by these, so choose what fits best."
        id="what"
      >
        <div className="grid gap-6">
          <MultiSelectField
            control={control}
            name="sectors"
            label="Sectors"
            options={sectors}
            max={5}
            placeholder="Search sectors…"
            hint="Up to 5. Type to search."
          />
          <CheckboxChipsField
            control={control}
            name="businessTypes"
            legend="Business types"
            options={businessTypes}
          />
          <CheckboxChipsField
            control={control}
            name="customerInteractions"
            legend="Customer interactions"
            options={customerInteractions}
          />
          <CheckboxChipsField
            control={control}
            name="productTypes"
            legend="Product types"
            options={productTypes}
          />
        </div>
      </EditorSection>

      <EditorSection
        title="Stage & size"
        description="Where you are today and what you are raising."
        id="stage"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Development stage"
            options={developmentStages}
            error={errors.developmentStage?.message}
            {...register('developmentStage')}
          />
          <SelectField
            label="Revenue stage"
            options={revenueStages}
            error={errors.revenueStage?.message}
            {...register('revenueStage')}
          />
          <Field
            label="Team size"
            error={errors.teamSize?.message}
            hint="Full-time people, founders included."
          >
            <Input type="number" inputMode="numeric" min={1} step={1} {...register('teamSize')} />
          </Field>
          <RupeeField
            control={control}
            name="plannedRaise"
            label="Planned raise"
            hint="In rupees: type 1.5 Cr, 25 L or the full amount."
          />
        </div>
      </EditorSection>

      <EditorSection
        title="Visibility"
        description="You decide who sees your startup."
        id="visibility"
      >
        <div className="grid gap-6">
          <SwitchFieldControlled
            control={control}
            name="isPublic"
            label="Public page"
            description={
              <>
                Shows your page at{' '}
                <span className="font-medium break-all text-ink">/company/{saved.slug}</span> to
                everyone, including people without an account and search engines.
              </>
            }
          >
            {saved.isPublic && (
              <a
                href={`/company/${saved.slug}`}
                target="_blank"
                rel="noreferrer"
                className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
              >
                View your public page <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </SwitchFieldControlled>
          <SwitchFieldControlled
            control={control}
            name="isDiscoverable"
            label="Discoverable to investors"
            description="Investors on Sangam can find you when they search for startups and see your full profile, even before you apply to one of their channels."
          />
        </div>
      </EditorSection>

      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {formError}
        </p>
      )}
      <SaveBar
        dirty={formState.isDirty}
        saving={saving}
        label="Save profile"
        formId={formId}
        onDiscard={() => {
          form.reset()
          setFormError(null)
        }}
      />
    </form>
  )
}

/**
 * Where the logo is uploaded. The upload saves the file on its own (not with the form's save).
 */
function LogoSlot({
  current,
  onUploaded,
}: {
  current: OwnProfile['logo']
  onUploaded: () => void
}) {
  return (
    <div id="logo" tabIndex={-1} className="min-w-0 space-y-2 focus:outline-none sm:col-span-2">
      <p className="text-sm font-medium text-ink">Logo</p>
      <div
        data-testid="logo-upload-slot"
        className="min-w-0 rounded-xl border border-dashed border-line p-4 [&_label]:h-auto [&_label]:min-h-10 [&_label]:py-2 [&_label]:whitespace-normal"
      >
        <FileUpload kind="logo" current={current} onUploaded={onUploaded} />
      </div>
      <p className="text-xs text-muted">
        A square image looks best. It is saved as soon as it uploads.
      </p>
    </div>
  )
}

/** An input with fixed text before it (the label still points at the input). */
function PrefixedInput({
  prefix,
  className,
  ...props
}: ComponentProps<'input'> & { prefix: string }) {
  return (
    <div className="flex min-w-0 rounded-lg shadow-xs">
      <span
        aria-hidden="true"
        className="inline-flex items-center rounded-l-lg border border-r-0 border-line bg-surface px-3 text-sm text-muted"
      >
        {prefix}
      </span>
      <Input className={cn('min-w-0 rounded-l-none shadow-none', className)} {...props} />
    </div>
  )
}

const subscribeNothing = () => () => {}

/** 'sangam.in' in the browser, '' while rendering on the server. */
function useHost() {
  return useSyncExternalStore(
    subscribeNothing,
    () => window.location.host,
    () => '',
  )
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

function SlugAvailability({
  control,
  savedSlug,
  onUse,
}: {
  control: ReturnType<typeof useForm<ProfileForm, unknown, StartupProfileValues>>['control']
  savedSlug: string
  onUse: (slug: string) => void
}) {
  const trpc = useTRPC()
  const host = useHost()
  const slug = useWatch({ control, name: 'slug' }).trim().toLowerCase()
  const debounced = useDebounced(slug, 400)
  const valid = slugSchema.safeParse(debounced).success
  const check = useQuery(
    trpc.startups.profile.slugAvailable.queryOptions(
      { slug: debounced || 'x' },
      { enabled: valid && debounced !== savedSlug, staleTime: 15_000 },
    ),
  )
  const address = (s: string) => `${host}/company/${s}`

  let content: React.ReactNode = null
  if (!slug || !slugSchema.safeParse(slug).success) {
    content = null
  } else if (slug === savedSlug) {
    content = (
      <span className="inline-flex items-center gap-1.5 text-muted">
        <CircleCheck className="size-4 text-emerald-600" aria-hidden="true" />
        <span className="wrap-anywhere">{address(slug)} is your current address</span>
      </span>
    )
  } else if (slug !== debounced || check.isFetching || !check.data) {
    content = check.isError ? (
      <span className="text-muted">We could not check this address right now.</span>
    ) : (
      <span className="inline-flex items-center gap-1.5 text-muted">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Checking {address(slug)}
        …
      </span>
    )
  } else if (check.data.available) {
    content = (
      <span className="inline-flex items-center gap-1.5 text-emerald-700">
        <CircleCheck className="size-4" aria-hidden="true" />
        <span className="wrap-anywhere">{address(check.data.slug)} is free</span>
      </span>
    )
  } else {
    content = (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-red-700">
        <CircleAlert className="size-4" aria-hidden="true" />
        <span className="wrap-anywhere">
          {address(check.data.slug)} is taken — try {check.data.suggestion}
        </span>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => onUse(check.data.suggestion)}
        >
          Use {check.data.suggestion}
        </Button>
      </span>
    )
  }

  return (
    <div aria-live="polite" className="mt-1.5 min-h-5 text-sm">
      {content}
    </div>
  )
}
