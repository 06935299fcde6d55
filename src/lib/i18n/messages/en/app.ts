/** The signed-in areas' frame: top bar, menu, sign-out. */
export const app = {
  'app.menu.open': 'Open menu',
  'app.menu.close': 'Close menu',
  'app.menu.mobile': '{area} (mobile)',
  'app.toasts': 'Notifications',
  'app.signOut': 'Sign out',
  'app.signedOut': 'You are signed out.',
} as const
