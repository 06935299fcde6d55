import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useIntl } from 'react-intl'

import { answersFromDraft, type Answers } from '@/domain/applications/answers'
import { useTRPC } from '@/lib/trpc'

import type { ApplyPage } from './types'

/** How long typing pauses before the answers are kept. */
const draftPauseMs = 800

/**
 * Keeps the answers on the server as the founder writes them (`startups.applications.saveDraft`),
 * like onboarding keeps each step, so leaving the page loses nothing; the page brings them back.
 * Answers still waiting for a pause are kept at once on a step change and when the page closes.
 */
export function useKeptDraft(page: ApplyPage, form: UseFormReturn<Answers, unknown, Answers>) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const save = useMutation(trpc.startups.applications.saveDraft.mutationOptions())
  const [state, setState] = useState<'restored' | 'idle' | 'saving' | 'saved' | 'failed'>(
    page.draft ? 'restored' : 'idle',
  )
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null)
  const channelId = page.channel.id

  const keep = useCallback(() => {
    if (pending.current) clearTimeout(pending.current)
    pending.current = null
    const answers = answersFromDraft(page.channel.questions, form.getValues())
    setState('saving')
    save.mutate(
      { channelId, answers },
      {
        onSuccess: () => {
          setState('saved')
          // Coming back within the app reads the page from the cache: it holds these answers.
          queryClient.setQueryData(
            trpc.startups.channels.get.queryKey({ id: channelId }),
            (old) => old && { ...old, draft: answers },
          )
        },
        onError: () => setState('failed'),
      },
    )
  }, [channelId, form, page.channel.questions, queryClient, save, trpc])

  const latest = useRef(keep)
  useEffect(() => {
    latest.current = keep
  }, [keep])

  useEffect(() => {
    const subscription = form.watch(() => {
      if (pending.current) clearTimeout(pending.current)
      pending.current = setTimeout(() => latest.current(), draftPauseMs)
    })
    const flush = () => {
      if (pending.current) latest.current()
    }
    window.addEventListener('pagehide', flush)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [form])

  const status = intl.formatMessage({ id: `apply.draft.${state}` })

  return {
    status,
    keepNow: () => {
      if (pending.current) keep()
    },
  }
}
