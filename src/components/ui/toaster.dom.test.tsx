import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { TestIntl } from '@/lib/testing/intl'
import { toast, toasterWanted } from '@/lib/toast'

import { Toaster } from './toaster'

const renderToaster = () =>
  render(
    <TestIntl>
      <Toaster />
    </TestIntl>,
  )
const regions = () => document.querySelectorAll('section[aria-label="Notifications alt+T"]')

// The tests share the module's state (whether sonner was asked for), so they run in this order.
describe('Toaster', () => {
  it('is a live region from the first render, and loads sonner at the first key press', async () => {
    renderToaster()
    expect(regions()).toHaveLength(1)
    expect(regions()[0]!.getAttribute('aria-live')).toBe('polite')
    expect(toasterWanted()).toBe(false)

    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(toasterWanted()).toBe(true)
    // sonner's own region takes the place of the first one: still one, with the same label.
    await act(() => import('./toaster-layer'))
    expect(regions()).toHaveLength(1)
  })

  it('shows a notice given before sonner listens once it does, and none taken back', async () => {
    const kept = toast.success('Preferences saved')
    const takenBack = toast.info('Moved to Shortlisted')
    expect(kept).not.toBe(takenBack)
    toast.dismiss(takenBack)
    renderToaster()

    expect(await screen.findByText('Preferences saved')).toBeTruthy()
    expect(screen.queryByText('Moved to Shortlisted')).toBeNull()
    expect(regions()).toHaveLength(1)
  })

  it('gives notices straight to sonner once it listens, with the id it returned', async () => {
    renderToaster()
    const id = toast('Rejected', { id: 'triage-undo' })
    expect(id).toBe('triage-undo')
    expect(await screen.findByText('Rejected')).toBeTruthy()
  })
})
