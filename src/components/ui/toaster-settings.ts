// docs/contract.md, "Client defaults". Sonner 2.0.8 fixes the swipe-dismiss threshold (45 px) and the removal delay
// (200 ms) internally; the rest is set here so a library default change cannot move it.
export const toasterSettings = {
  richColors: true,
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
  width: '356px',
} as const
