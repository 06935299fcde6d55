import { describe, expect, it } from 'vitest'

import { localeFromAcceptLanguage, localeFromCookies, localeOfRequest } from './locales'

describe('a visitor’s language', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en-GB', 'en'],
    ['HI', 'hi'],
    ['ta-IN,ta;q=0.9,hi;q=0.5,en;q=0.4', 'hi'],
    ['fr-FR,de;q=0.9', null],
    ['en;q=0.2,hi;q=0.8', 'hi'],
    ['hi;q=0,en;q=0.1', 'en'],
    ['*', null],
    ['', null],
  ])('Accept-Language %s reads as %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected)
  })

  it('takes the switch’s cookie first, then the browser’s language, then English', () => {
    const headers = (h: Record<string, string>) => new Headers(h)
    expect(localeOfRequest(headers({ cookie: 'tz=Asia%2FKolkata; lang=hi' }))).toBe('hi')
    expect(localeOfRequest(headers({ cookie: 'lang=en', 'accept-language': 'hi' }))).toBe('en')
    expect(localeOfRequest(headers({ 'accept-language': 'hi-IN' }))).toBe('hi')
    expect(localeOfRequest(headers({ cookie: 'lang=fr', 'accept-language': 'de' }))).toBe('en')
    expect(localeFromCookies('lang=en-XA')).toBe('en-XA')
    expect(localeFromCookies('xlang=hi')).toBeNull()
  })
})
