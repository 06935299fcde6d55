import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TRPCClientError } from '@trpc/client'
import { describe, expect, it, vi } from 'vitest'

import { Button } from '@/components/ui/button'
import { decidedApplicationTrace, wrongPasswordMessage } from '@/domain/accounts/data-rights'
import { badRequest } from '@/lib/testing/dom'
import { TestIntl } from '@/lib/testing/intl'

import { ErasureDialog } from './erasure-dialog'

function setUp({
  startupErased = false,
  onErase = vi.fn(async () => ({ erased: true })),
}: {
  startupErased?: boolean
  onErase?: (input: { password: string }) => Promise<unknown>
} = {}) {
  const onErased = vi.fn(async () => undefined)
  render(
    <TestIntl>
      <ErasureDialog
        trigger={<Button variant="danger">Erase Krishi Setu</Button>}
        title="Erase Krishi Setu?"
        description="Krishi Setu is erased for good. This cannot be undone."
        startupErased={startupErased}
        confirmLabel="Erase Krishi Setu"
        pendingLabel="Erasing…"
        onErase={onErase}
        onErased={onErased}
      />
    </TestIntl>,
  )
  return { user: userEvent.setup(), onErase, onErased }
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Erase Krishi Setu' }))
  // The dialog's code loads on demand: it is there once drawn.
  return screen.findByRole('alertdialog', { name: 'Erase Krishi Setu?' })
}

const passwordBox = () => screen.getByLabelText<HTMLInputElement>('Your password')
const confirm = () =>
  screen.getAllByRole('button', { name: 'Erase Krishi Setu' }).find((b) => b.closest('form'))!

describe('the erasure dialog', () => {
  it('says what is kept of decided applications when a startup goes, and only then', async () => {
    const first = setUp({ startupErased: true })
    const dialog = await openDialog(first.user)
    expect(dialog.textContent).toContain('What is kept, and why')
    for (const line of decidedApplicationTrace) expect(dialog.textContent).toContain(line)
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }))
    // Closed, focus is back on the button that opened it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Erase Krishi Setu' }))

    cleanup()
    const second = setUp({ startupErased: false })
    expect((await openDialog(second.user)).textContent).not.toContain('What is kept, and why')
  })

  it('asks for the password before sending anything', async () => {
    const { user, onErase, onErased } = setUp()
    await openDialog(user)
    await user.click(confirm())
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your password.')
    expect(onErase).not.toHaveBeenCalled()
    expect(onErased).not.toHaveBeenCalled()
  })

  it('puts a wrong password’s refusal on the field, focused, and erases nothing', async () => {
    const onErase = vi.fn(async () => {
      throw badRequest({ password: [wrongPasswordMessage()] })
    })
    const { user, onErased } = setUp({ onErase })
    await openDialog(user)
    await user.type(passwordBox(), 'not-my-password')
    await user.click(confirm())

    expect((await screen.findByRole('alert')).textContent).toBe(wrongPasswordMessage())
    expect(passwordBox().getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(passwordBox())
    expect(onErase).toHaveBeenCalledWith({ password: 'not-my-password' })
    expect(onErased).not.toHaveBeenCalled()
    expect(screen.getByRole('alertdialog', { name: 'Erase Krishi Setu?' })).toBeTruthy()
  })

  it('shows any other refusal as the server words it', async () => {
    const onErase = vi.fn(async () => {
      throw new TRPCClientError('Hand the organisation to another owner first.')
    })
    const { user, onErased } = setUp({ onErase })
    await openDialog(user)
    await user.type(passwordBox(), 'correct horse battery staple')
    await user.click(confirm())

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hand the organisation to another owner first.',
    )
    expect(passwordBox().getAttribute('aria-invalid')).toBeNull()
    expect(onErased).not.toHaveBeenCalled()
  })

  it('closes and hands over once the erasure succeeded', async () => {
    const { user, onErase, onErased } = setUp()
    await openDialog(user)
    await user.type(passwordBox(), 'correct horse battery staple')
    await user.click(confirm())

    await waitFor(() => expect(onErased).toHaveBeenCalledTimes(1))
    expect(onErase).toHaveBeenCalledWith({ password: 'correct horse battery staple' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('opens afresh after a cancel: no password kept, no old message', async () => {
    const onErase = vi.fn(async () => {
      throw badRequest({ password: [wrongPasswordMessage()] })
    })
    const { user } = setUp({ onErase })
    await openDialog(user)
    await user.type(passwordBox(), 'not-my-password')
    await user.click(confirm())
    await screen.findByRole('alert')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()

    await openDialog(user)
    expect(passwordBox().value).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
