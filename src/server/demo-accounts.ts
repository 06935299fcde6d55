// The accounts the demo data set creates; listed on /demo only when the server runs in demo mode.
export const demoPassword = 'demo-password'

export const demoAccounts = [
  { role: 'Founder', email: 'founder@demo.sangam.test', password: demoPassword },
  { role: 'Investor', email: 'investor@demo.sangam.test', password: demoPassword },
  { role: 'Platform admin', email: 'admin@demo.sangam.test', password: demoPassword },
] as const
