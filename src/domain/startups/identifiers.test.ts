import { describe, expect, it } from 'vitest'

import { companyTypes, headquarters } from '@/lib/options'

import {
  cinPattern,
  dpiitPattern,
  gstinCheckCharacter,
  gstinCheckHolds,
  gstinStateMismatch,
  gstStateCodes,
  isCooperativeRegistration,
  llpinPattern,
  normaliseLlpin,
  registrationIdentifierOf,
  stateOfGstin,
} from './identifiers'

/** A GSTIN with a correct check character, from its state code and PAN. */
const gstin = (state: string, pan = 'AAACK1234F', entity = '1') => {
  const first14 = `${state}${pan}${entity}Z`
  return first14 + gstinCheckCharacter(first14)
}

describe('registration identifiers by legal form', () => {
  it('asks a company for a CIN, an LLP for an LLPIN, a cooperative for its registration number', () => {
    expect(registrationIdentifierOf('Private Limited Company')).toBe('cin')
    expect(registrationIdentifierOf('Public Limited Company')).toBe('cin')
    expect(registrationIdentifierOf('One Person Company (OPC)')).toBe('cin')
    expect(registrationIdentifierOf('Section 8 Company (Non-Profit)')).toBe('cin')
    expect(registrationIdentifierOf('Limited Liability Partnership (LLP)')).toBe('llpin')
    expect(registrationIdentifierOf('Cooperative Society')).toBe('cooperativeRegistration')
    expect(registrationIdentifierOf('Multi-State Cooperative Society')).toBe(
      'cooperativeRegistration',
    )
  })

  it('asks a partnership firm, a sole proprietorship or an unregistered startup for none', () => {
    for (const type of ['Partnership Firm', 'Sole Proprietorship', 'None', null, undefined]) {
      expect(registrationIdentifierOf(type)).toBeNull()
    }
  })

  it('knows every company type of the option list', () => {
    for (const type of companyTypes) expect(registrationIdentifierOf(type)).not.toBeUndefined()
  })
})

describe('CIN', () => {
  it('takes the 21-character form and refuses others', () => {
    expect(cinPattern.test('U72900KA2021PTC123456')).toBe(true)
    expect(cinPattern.test('L17110MH1973PLC019786')).toBe(true)
    for (const bad of [
      'U72900KA2021PTC12345',
      'X72900KA2021PTC123456',
      'U72900KA21PTC1234567',
      'AAB-1234',
    ]) {
      expect(cinPattern.test(bad), bad).toBe(false)
    }
  })
})

describe('LLPIN', () => {
  it('takes three letters, a hyphen and four digits', () => {
    expect(llpinPattern.test('AAB-1234')).toBe(true)
    for (const bad of ['AB-1234', 'AAB-123', 'AAB1234', 'AA1-1234', 'U72900KA2021PTC123456']) {
      expect(llpinPattern.test(bad), bad).toBe(false)
    }
  })

  it('reads one typed without its hyphen, in any case', () => {
    expect(normaliseLlpin(' aab1234 ')).toBe('AAB-1234')
    expect(normaliseLlpin('aab-1234')).toBe('AAB-1234')
    expect(normaliseLlpin('AAB12345')).toBe('AAB12345')
  })
})

describe('cooperative registration number', () => {
  it('takes what registrars issue, with at least one digit', () => {
    for (const good of ['MSCS/CR/1234/2021', '123/KAR/2019', 'RCS-DL-4567', 'NO. 88 (AGR) 2020']) {
      expect(isCooperativeRegistration(good), good).toBe(true)
    }
    for (const bad of ['AB', 'NO NUMBER HERE', '/123', 'A'.repeat(61) + '1', '12;DROP']) {
      expect(isCooperativeRegistration(bad), bad).toBe(false)
    }
  })
})

describe('DPIIT recognition number', () => {
  it('takes DIPP and digits', () => {
    expect(dpiitPattern.test('DIPP12345')).toBe(true)
    for (const bad of ['DIPP12', 'DPIIT12345', 'DIPP123456789', '12345']) {
      expect(dpiitPattern.test(bad), bad).toBe(false)
    }
  })
})

describe('GSTIN', () => {
  it('verifies the check character', () => {
    // The GST portal's own example, and the one the form's hint gives.
    expect(gstinCheckHolds('27AAPFU0939F1ZV')).toBe(true)
    expect(gstinCheckHolds('29AAACK1234F1ZW')).toBe(true)
    expect(gstinCheckHolds(gstin('29'))).toBe(true)
    // One character changed: the check no longer holds.
    expect(gstinCheckHolds('27AAPFU0939F1ZW')).toBe(false)
    expect(gstinCheckHolds('27AAPFU0938F1ZV')).toBe(false)
    // Two adjacent characters swapped.
    expect(gstinCheckHolds('27AAPFU0993F1ZV')).toBe(false)
  })

  it('refuses what is not a GSTIN’s shape', () => {
    for (const bad of [
      '27AAPFU0939F1Z',
      '27AAPFU0939F1ZVV',
      'AAAPFU0939F1ZV7',
      '27AAPFU0939F0ZV',
      '27AAPFU0939F1YV',
    ]) {
      expect(gstinCheckHolds(bad), bad).toBe(false)
    }
  })

  it('gives every state and union territory a state code, each its own but for a merged UT', () => {
    expect(Object.keys(gstStateCodes).sort()).toEqual([...headquarters].sort())
    const current = Object.values(gstStateCodes).map((codes) => codes[0])
    // Dadra and Nagar Haveli and Daman and Diu are one union territory since 2020: one code, 26.
    expect(current.filter((code) => code === '26')).toHaveLength(2)
    expect(new Set(current).size).toBe(current.length - 1)
  })

  it('accepts a GSTIN of the headquarters’ state and names both states when it is not', () => {
    expect(gstinStateMismatch(gstin('29'), 'Karnataka')).toBeNull()
    expect(gstinStateMismatch(gstin('37'), 'Andhra Pradesh')).toBeNull()
    // Registered before Telangana was formed: Andhra Pradesh's old code.
    expect(gstinStateMismatch(gstin('28'), 'Andhra Pradesh')).toBeNull()
    expect(gstinStateMismatch(gstin('27'), 'Karnataka')).toBe(
      'This GSTIN is registered in Maharashtra; your headquarters are in Karnataka (29). Enter the GSTIN of your headquarters’ state.',
    )
    expect(gstinStateMismatch(gstin('98'), 'Kerala')).toMatch(/registered in state code 98;/)
  })

  it('names the state of a code', () => {
    expect(stateOfGstin(gstin('33'))).toBe('Tamil Nadu')
    expect(stateOfGstin(gstin('01'))).toBe('Jammu & Kashmir')
    expect(stateOfGstin(gstin('26'))).toBe('Dadra and Nagar Haveli and Daman and Diu')
    expect(stateOfGstin(gstin('25'))).toBe('Daman and Diu')
  })
})
