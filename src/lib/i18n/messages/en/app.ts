/** The signed-in areas' frame: top bar, menu, sign-out; and the bits every screen shares. */
export const app = {
  'app.menu.open': 'Open menu',
  'app.menu.close': 'Close menu',
  'app.menu.mobile': '{area} (mobile)',
  'app.toasts': 'Notifications',
  'app.signOut': 'Sign out',
  'app.signedOut': 'You are signed out.',

  // The areas' names (above the menu, and the menu's name for screen readers).
  'app.area.investors': 'Investors',
  'app.area.startups': 'Startups',
  'app.area.admin': 'Platform admin',
  // Where the organisation's name stands in the top bar, for the platform's admins.
  'app.area.adminOrganisation': 'Platform administration',

  // The investors' menu (src/routes/investors/route.tsx).
  'app.nav.investors.discover': 'Discover',
  'app.nav.investors.applications': 'Applications',
  'app.nav.investors.inbox': 'Inbox',
  'app.nav.investors.channels': 'Channels',
  'app.nav.investors.lists': 'Lists',
  'app.nav.investors.dealRooms': 'Deal rooms',
  'app.nav.investors.dashboard': 'Dashboard',
  'app.nav.investors.profile': 'Investor profile',
  // After the count beside Inbox, for screen readers ("3 new entries").
  'app.nav.investors.newEntries': '{count, plural, one {new entry} other {new entries}}',
  'app.nav.settings': 'Settings',

  // The founders' menu (src/routes/startups/route.tsx).
  'app.nav.startups.home': 'Home',
  'app.nav.startups.startupProfile': 'Startup profile',
  'app.nav.startups.founders': 'Founders',
  'app.nav.startups.fullProfile': 'Full profile',

  // The admins' menu (src/routes/admin/route.tsx).
  'app.nav.admin.requests': 'Access requests',
  'app.nav.admin.users': 'Users',
  'app.nav.admin.organisations': 'Organisations',
  'app.nav.admin.outbox': 'Outbox',
  'app.nav.admin.audit': 'Audit log',
  'app.nav.admin.account': 'Your data',

  // Documents' titles and the site's description (route `head()`).
  'app.meta.description':
    'Sangam is where Indian startups and investors meet: one profile, open calls from investors, and an answer to every application.',
  'app.title.triage': 'Triage · Sangam',

  // Lists' counts (under a list, beside its pages).
  'app.count.applications': '{count, plural, one {# application} other {# applications}}',

  // A select's empty first option.
  'app.select.choose': 'Choose…',

  // A device as sessions and the audit log name it (src/lib/user-agent.ts): "Chrome on macOS".
  'app.device.unknown': 'Unknown device',
  'app.device.browserOn': '{browser} on {system}',

  // The investors' area, until the fund's profile is complete (its layout shows it on every page).
  'app.investorOnboarding.banner':
    'Finish your investor profile: founders see it on your channels, and Discover, lists and the dashboard open once it is complete.',
  'app.investorOnboarding.banner.continue': 'Continue your profile',
} as const
