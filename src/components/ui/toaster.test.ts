import { describe, expect, it } from 'vitest'

import { toasterSettings } from './toaster-settings'

// docs/contract.md, "Client defaults". The browser suite checks what it can see (position, width, gap, colours, hotkey,
// duration); how many toasts stack is checked here.
describe('toaster settings', () => {
  it('match the specification', () => {
    expect(toasterSettings).toEqual({
      richColors: true,
      visibleToasts: 3,
      duration: 4000,
      gap: 14,
      position: 'bottom-right',
      hotkey: ['altKey', 'KeyT'],
      width: '356px',
    })
  })
})
