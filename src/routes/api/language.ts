import { createFileRoute } from '@tanstack/react-router'

import { answerLanguageChoice } from '@/server/http/language-choice'
import { services } from '@/server/services'

export const Route = createFileRoute('/api/language')({
  server: {
    handlers: {
      POST: ({ request }: { request: Request }) => answerLanguageChoice(request, services()),
    },
  },
})
