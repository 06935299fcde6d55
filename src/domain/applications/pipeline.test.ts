import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  defaultStages,
  maxActiveStages,
  nextStage,
  pipelineProblems,
  stageKeyFor,
  stageSchema,
  type PipelineStage,
} from './pipeline'
import { statusFilterValues } from './search-params'

const stage = (key: string, position: number, archived = false): PipelineStage => ({
  key,
  name: key,
  mapsTo: 'in_review',
  position,
  archived,
})

describe('the default pipeline', () => {
  it('is today’s three middle statuses, keyed and named as they are', () => {
    expect(defaultStages.map(({ key, name, mapsTo }) => [key, name, mapsTo])).toEqual([
      ['in_review', 'In review', 'in_review'],
      ['shortlisted', 'Shortlisted', 'shortlisted'],
      ['due_diligence', 'Due diligence', 'due_diligence'],
    ])
  })
})

describe('a new stage’s key', () => {
  it('is its name as a slug', () => {
    expect(stageKeyFor('First call', [])).toBe('first-call')
    expect(stageKeyFor('  Investment Committee (IC) ', [])).toBe('investment-committee-ic')
    expect(stageKeyFor('Café visit', [])).toBe('cafe-visit')
    expect(stageKeyFor('पहली कॉल', [])).toBe('पहली-कॉल'.normalize('NFKD'))
    expect(stageKeyFor('!!!', [])).toBe('stage')
  })

  it('differs from every key used before and from the status filter’s own values', () => {
    expect(stageKeyFor('First call', ['first-call'])).toBe('first-call-2')
    expect(stageKeyFor('First call', ['first-call', 'first-call-2'])).toBe('first-call-3')
    expect(stageKeyFor('Accepted', [])).toBe('accepted-2')
    expect(stageKeyFor('Overdue', [])).toBe('overdue-2')
  })

  it('is never taken, never a status value, and at most 40 characters before its number', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.array(fc.string()), (name, taken) => {
        const key = stageKeyFor(name, taken)
        expect(taken).not.toContain(key)
        expect(statusFilterValues as readonly string[]).not.toContain(key)
        expect(key).toMatch(/^[\p{L}\p{M}\p{N}]+(-[\p{L}\p{M}\p{N}]+)*$/u)
        expect(key.replace(/-\d+$/, '').length).toBeLessThanOrEqual(40)
      }),
    )
  })
})

describe('a stage’s fields', () => {
  it('refuse an empty or long name and a status founders cannot be shown, at their field', () => {
    const issues = (input: unknown) =>
      stageSchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message])
    expect(issues({ name: ' ', mapsTo: 'in_review' })).toEqual([['name', 'Name the stage.']])
    expect(issues({ name: 'x'.repeat(41), mapsTo: 'shortlisted' })).toEqual([
      ['name', 'Keep a stage’s name under 41 characters.'],
    ])
    expect(issues({ name: 'Term sheet', mapsTo: 'accepted' })).toEqual([
      ['mapsTo', 'Choose what founders see: in review, shortlisted or due diligence.'],
    ])
    expect(stageSchema.parse({ name: ' Term sheet ', mapsTo: 'due_diligence' })).toEqual({
      name: 'Term sheet',
      mapsTo: 'due_diligence',
    })
  })
})

describe('a pipeline’s problems', () => {
  const named = (name: string, archived = false) => ({ name, archived })

  it('names a second stage of the same name, ignoring case and spaces, at that stage', () => {
    expect(pipelineProblems([named('First call'), named('Partner meeting')])).toEqual([])
    expect(pipelineProblems([named('First call'), named(' first CALL ')])).toEqual([
      { index: 1, message: 'Another stage is already called “first CALL”.' },
    ])
  })

  it('lets an archived stage keep a name an active one uses', () => {
    expect(pipelineProblems([named('First call', true), named('First call')])).toEqual([])
  })

  it('keeps between one and twelve active stages', () => {
    expect(pipelineProblems([named('Old', true)])).toEqual([
      { index: null, message: 'Keep at least one stage between submitted and a decision.' },
    ])
    const many = Array.from({ length: maxActiveStages + 1 }, (_, i) => named(`Stage ${i}`))
    expect(pipelineProblems(many)).toEqual([
      { index: null, message: 'A pipeline has at most 12 stages.' },
    ])
    expect(pipelineProblems([...many.slice(1), named('Gone', true)])).toEqual([])
  })
})

describe('the next stage', () => {
  const stages = [
    stage('term-sheet', 3),
    stage('first-call', 0),
    stage('old', 1, true),
    stage('ic', 2),
  ]

  it('follows the organisation’s order, past archived stages', () => {
    expect(nextStage(stages, null)?.key).toBe('first-call')
    expect(nextStage(stages, 'first-call')?.key).toBe('ic')
    expect(nextStage(stages, 'ic')?.key).toBe('term-sheet')
  })

  it('is none after the last stage, or from a stage that is not active', () => {
    expect(nextStage(stages, 'term-sheet')).toBeUndefined()
    expect(nextStage(stages, 'old')).toBeUndefined()
    expect(nextStage(stages, 'unknown')).toBeUndefined()
  })
})
