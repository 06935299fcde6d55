import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

/** A section's number in the contents and before its title ('3.'): a figure, not words. */
const numbered = (index: number) => `${index + 1}.`

export type LegalSection = { id: string; title: string; body: ReactNode }

/**
 * A legal page (the terms, the privacy policy): its title and summary, a numbered table of
 * contents, then the numbered sections, each reachable by its id.
 */
export function LegalDocument({
  title,
  lastUpdated,
  summary,
  sections,
}: {
  title: string
  lastUpdated: string
  summary: ReactNode
  sections: readonly LegalSection[]
}) {
  return (
    <div className="bg-white">
      <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
            <FormattedMessage id="shared.legal.eyebrow" />
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-sm text-muted">
            <FormattedMessage id="shared.legal.lastUpdated" values={{ date: lastUpdated }} />
          </p>
          {summary}
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <nav
          aria-labelledby="toc-title"
          className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
        >
          <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-ink uppercase">
            <FormattedMessage id="shared.legal.contents" />
          </h2>
          <ol className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {sections.map((section, i) => (
              <li key={section.id} className="flex gap-2">
                <span className="w-6 shrink-0 text-right text-muted tabular-nums">
                  {numbered(i)}
                </span>
                <a
                  href={`#${section.id}`}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="mt-12 space-y-12">
          {sections.map((section, i) => (
            <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24">
              <h2
                id={section.id}
                className="scroll-mt-24 text-xl font-semibold tracking-tight text-ink sm:text-2xl"
              >
                <span className="mr-2 text-brand-600 tabular-nums">{numbered(i)}</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-7 text-ink/90 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-brand-500">
                {section.body}
              </div>
            </section>
          ))}
        </article>

        <p className="mt-16 border-t border-line pt-6 text-sm text-muted">
          <a href="#toc-title" className="text-brand-700 underline-offset-2 hover:underline">
            <FormattedMessage id="shared.legal.back" />
          </a>
        </p>
      </div>
    </div>
  )
}
