import { describe, expect, it } from 'vitest'

import { founderSchema, startupProfileSchema } from '@/domain/startups/profile-schemas'

import { toFormValues } from './form-values'

describe('toFormValues', () => {
  it('turns stored values into what a form holds: text, lists and switches', () => {
    const form = toFormValues(startupProfileSchema, {
      name: 'Krishi Setu',
      teamSize: 12,
      plannedRaise: null,
      sectors: ['Agriculture and Farming'],
      isPublic: true,
    })
    expect(form.name).toBe('Krishi Setu')
    expect(form.teamSize).toBe('12')
    expect(form.plannedRaise).toBe('')
    expect(form.sectors).toEqual(['Agriculture and Farming'])
    expect(form.businessTypes).toEqual([])
    expect(form.isPublic).toBe(true)
    expect(form.isDiscoverable).toBe(false)
    expect(Object.keys(form).sort()).toEqual(Object.keys(startupProfileSchema.shape).sort())
  })

  it('reads a switch with a default as a switch: false stays off', () => {
    expect(toFormValues(startupProfileSchema, { deepTech: false }).deepTech).toBe(false)
    expect(toFormValues(startupProfileSchema, { deepTech: true }).deepTech).toBe(true)
    expect(toFormValues(startupProfileSchema, {}).deepTech).toBe(false)
  })

  it('gives an empty form for no values, which the schema reads back as nothing given', () => {
    const form = toFormValues(founderSchema, null)
    expect(form).toEqual({
      name: '',
      title: '',
      email: '',
      linkedin: '',
      bio: '',
      education: '',
      experience: '',
      equityShare: '',
      userId: '',
    })
    const parsed = founderSchema.safeParse({ ...form, name: 'Meera Raghavan' })
    expect(parsed.success && parsed.data.equityShare).toBeNull()
  })
})
