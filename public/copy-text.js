// The demo page's copy buttons, on a page served without the app's scripts: each button with a
// data-copy value is shown once this runs, and copies its value when pressed.
function wireCopyButtons() {
  for (const button of document.querySelectorAll('button[data-copy]')) {
    const label = button.getAttribute('aria-label') || ''
    button.hidden = false
    button.addEventListener('click', () => {
      navigator.clipboard?.writeText(button.dataset.copy || '').then(
        () => {
          button.setAttribute('aria-label', 'Copied')
          button.title = 'Copied'
          button.dataset.copied = 'true'
          setTimeout(() => {
            button.setAttribute('aria-label', label)
            button.title = label
            delete button.dataset.copied
          }, 1500)
        },
        () => undefined,
      )
    })
  }
}
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', wireCopyButtons)
else wireCopyButtons()
