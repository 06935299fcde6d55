import { createIntl, createIntlCache } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'

import { headquarters, missionOptions, optionLists, optionsOf, visionOptions } from '@/lib/options'

import { en } from './messages/en'
import { option } from './messages/en/option'
import { hi } from './messages/hi'
import {
  optionLabel,
  translatedOptionLists,
  translatedOptions,
  type OptionListName,
} from './option-labels'

const cache = createIntlCache()
const onError = vi.fn()
const english = createIntl({ locale: 'en-IN', messages: en, onError }, cache)
const hindi = createIntl({ locale: 'hi-IN', messages: hi, onError }, cache)

/** Every (list, value, label) of options.ts that the catalog covers, the label as options.ts says. */
const entries = Object.entries(translatedOptionLists).flatMap(([list, entry]) => {
  const values: readonly string[] = entry.values
  const labels: Readonly<Record<string, string>> | undefined =
    'labels' in entry ? entry.labels : undefined
  return optionsOf(values, labels).map(
    ({ value, label }) => [list as OptionListName, value, label] as const,
  )
})

describe('the option lists’ labels', () => {
  it('have one English message per list and value, exactly the label options.ts gives', () => {
    const expected = Object.fromEntries(
      entries.map(([list, value, label]) => [`option.${list}.${value}`, label]),
    )
    expect(option).toEqual(expected)
  })

  it('take the mission and vision sentences from their { value, label } lists', () => {
    for (const { value, label } of missionOptions) {
      expect(optionLabel(english, 'missionValues', value)).toBe(label)
    }
    for (const { value, label } of visionOptions) {
      expect(optionLabel(english, 'visionValues', value)).toBe(label)
    }
  })

  it('cover every option list of options.ts', () => {
    const covered = [...Object.keys(translatedOptionLists), 'headquarters']
    expect(Object.keys(optionLists).filter((list) => !covered.includes(list))).toEqual([])
  })

  it.each(entries)('%s: %s has a message in English and Hindi', (list, value, label) => {
    expect(optionLabel(english, list, value)).toBe(label)
    const translated = optionLabel(hindi, list, value)
    expect(translated).not.toBe(`option.${list}.${value}`)
    expect(translated).toMatch(/[\u0900-\u097F]/)
  })

  it('read headquarters from the states and union territories', () => {
    for (const value of headquarters) {
      expect(optionLabel(english, 'headquarters', value)).toBe(value)
      expect(optionLabel(hindi, 'headquarters', value)).toMatch(/[\u0900-\u097F]/)
    }
    expect(optionLabel(hindi, 'headquarters', 'Uttar Pradesh')).toBe('उत्तर प्रदेश')
    expect(optionLabel(hindi, 'headquarters', 'Jammu & Kashmir')).toBe('जम्मू-कश्मीर')
  })

  it.each([
    ['indianStates', 'Maharashtra', 'महाराष्ट्र'],
    ['indianStates', 'Karnataka', 'कर्नाटक'],
    ['developmentStages', 'Prototype', 'प्रोटोटाइप'],
    ['sectors', 'Education', 'शिक्षा'],
    ['businessTypes', 'D2C', 'D2C (सीधे ग्राहक तक)'],
    ['companyTypes', 'Private Limited Company', 'प्राइवेट लिमिटेड कंपनी'],
    ['applicationStatuses', 'accepted', 'मंज़ूर'],
    ['missionValues', 'other', 'अन्य'],
  ] as const)('in Hindi, %s %s reads %s', (list, value, expected) => {
    expect(optionLabel(hindi, list, value)).toBe(expected)
  })

  it('give each value of a list its own Hindi label', () => {
    for (const list of Object.keys(translatedOptionLists) as OptionListName[]) {
      const labels = translatedOptions(hindi, list).map((choice) => choice.label)
      expect(new Set(labels).size, list).toBe(labels.length)
    }
  })

  it('make translated select options that keep the English values', () => {
    expect(translatedOptions(hindi, 'developmentStages').slice(0, 2)).toEqual([
      { value: 'Concept', label: 'कॉन्सेप्ट' },
      { value: 'Prototype', label: 'प्रोटोटाइप' },
    ])
    expect(translatedOptions(english, 'headquarters').map((choice) => choice.value)).toEqual([
      ...headquarters,
    ])
  })

  it('fall back to the English label for a value without a message', () => {
    onError.mockClear()
    expect(optionLabel(hindi, 'sectors', 'Not a sector')).toBe('Not a sector')
    expect(optionLabel(hindi, 'headquarters', 'Atlantis')).toBe('Atlantis')
    expect(onError).not.toHaveBeenCalled()
  })
})
