import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { DeferredPopover } from './deferred-popover'

function Example() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <DeferredPopover
        open={open}
        onOpenChange={setOpen}
        aria-label="Inbox"
        trigger={(props) => (
          <button type="button" {...props}>
            Open inbox
          </button>
        )}
      >
        <a href="#first">First message</a>
      </DeferredPopover>
      <button type="button">Elsewhere</button>
    </>
  )
}

describe('DeferredPopover', () => {
  it('renders its button before the popover code loads, and opens on the first click', async () => {
    const user = userEvent.setup()
    render(<Example />)
    const button = screen.getByRole('button', { name: 'Open inbox' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Inbox' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-controls')).toBe(dialog.id)
    // The button is the same element it was before the popover loaded.
    expect(screen.getByRole('button', { name: 'Open inbox' })).toBe(button)
  })

  it('closes on a second click of its button instead of reopening', async () => {
    const user = userEvent.setup()
    render(<Example />)
    const button = screen.getByRole('button', { name: 'Open inbox' })
    await user.click(button)
    await screen.findByRole('dialog', { name: 'Inbox' })
    await user.click(button)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('gives focus back to its button on Escape, and leaves it where a click outside put it', async () => {
    const user = userEvent.setup()
    render(<Example />)
    const button = screen.getByRole('button', { name: 'Open inbox' })
    await user.click(button)
    await screen.findByRole('dialog', { name: 'Inbox' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(button)

    await user.click(button)
    await screen.findByRole('dialog', { name: 'Inbox' })
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' })
    await user.click(elsewhere)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(elsewhere)
  })
})
