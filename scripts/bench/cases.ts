// The bench's cases: what an investor does on the applications list, Discover and the dashboard,
// each a tRPC query through HTTP. Search cases also carry their search for the baseline (today's
// SQL, timed in-process on the same database).
import { defaultPeriod } from '@/domain/investors/dashboard'
import { addDays } from '@/lib/calendar'

export type Case = {
  name: string
  path: string
  input: Record<string, unknown>
  /** Each call's own input instead (a search never asked before, say), by the call's number. */
  inputOf?: (call: number) => Record<string, unknown>
  /** For the applications search: the same search through the frozen baseline query. */
  baseline?: Record<string, string>
}

export function searchCases(channelIds: string[]): Case[] {
  const filters: Record<string, string> = {
    sectors: 'Software',
    developmentStage: 'Launched,Scale-Up',
    headquarters: 'Karnataka,Maharashtra,Tamil Nadu',
    businessType: 'B2B',
    customerInteraction: 'Marketplace,Subscription',
    channelId: channelIds.slice(0, 2).join(','),
    plannedRaiseMin: '10000000',
    plannedRaiseMax: '150000000',
    status: 'submitted,in_review',
  }
  const searches: [string, Record<string, string>][] = [
    ['no filter', {}],
    ...Object.entries(filters).map(([key, value]): [string, Record<string, string>] => [
      `${key}=${value.length > 30 ? `${value.slice(0, 29)}…` : value}`,
      { [key]: value },
    ]),
    ['a rare sector (Video)', { sectors: 'Video' }],
    ['a rare state (Ladakh)', { headquarters: 'Ladakh' }],
    ['status=overdue', { status: 'overdue' }],
    ['sectors + state', { sectors: 'Software', headquarters: 'Karnataka' }],
    ['stage + raise range', { developmentStage: 'Launched', plannedRaiseMin: '50000000' }],
    ['all filters combined', filters],
    ['q=agri', { q: 'agri' }],
    ['q=agri + sectors', { q: 'agri', sectors: 'Agriculture and Farming' }],
    ['sort=oldest', { sort: 'oldest' }],
    ['sort=name, page 200', { sort: 'name', page: '200' }],
    ['sort=raise_desc', { sort: 'raise_desc' }],
    ['sort=raise_asc, page 50', { sort: 'raise_asc', page: '50' }],
    ['newest, page 400', { page: '400' }],
    [
      'submitted in the last 30 days',
      { submittedFrom: addDays(defaultPeriod(new Date()).to, -29) },
    ],
  ]
  return [
    ...searches.map(([name, search]) => ({
      name: `search: ${name}`,
      path: 'investors.applications.list',
      input: search,
      baseline: search,
    })),
    // The India passport's filters came after the frozen baseline, which cannot answer them.
    ...(
      [
        ['DPIIT recognised', { dpiit: 'Recognised' }],
        ['Startup India eligible', { startupIndia: 'Eligible' }],
        [
          'Startup India eligible + DPIIT + sectors',
          { startupIndia: 'Eligible', dpiit: 'Recognised', sectors: 'Software' },
        ],
      ] as const
    ).map(([name, search]) => ({
      name: `search: ${name}`,
      path: 'investors.applications.list',
      input: search,
    })),
    // Calibrated scores came after the frozen baseline too (docs/decisions/0049): each caller's
    // rated applications (thousands for the bench's reviewers) ranked first, then the rest.
    ...(
      [
        ['sort=calibrated', { sort: 'calibrated' }],
        ['sort=calibrated + sectors', { sort: 'calibrated', sectors: 'Software' }],
      ] as const
    ).map(([name, search]) => ({
      name: `search: ${name}`,
      path: 'investors.applications.list',
      input: search,
    })),
    // The server keeps the latest words' matches (src/server/search/text-pool.ts): this case asks
    // a word it has not seen at each call, so every call scans the whole text.
    {
      name: 'search: q=a new word at each call',
      path: 'investors.applications.list',
      input: { q: freshWords[0] },
      inputOf: (call: number) => ({ q: freshWords[call % freshWords.length] }),
    },
  ]
}

/** Words of the bench data's answers and names, none asked by another case. */
const freshWords = [
  'farm',
  'health',
  'pay',
  'school',
  'credit',
  'water',
  'solar',
  'retail',
  'clinic',
  'loan',
  'crop',
  'market',
  'truck',
  'cloud',
  'data',
  'energy',
  'food',
  'kirana',
  'textile',
  'skill',
  'insurance',
  'village',
  'women',
  'diesel',
  'battery',
  'repair',
  'tutor',
  'dairy',
  'fish',
  'rice',
]

export function discoverCases(): Case[] {
  return [
    { name: 'discover: by fit', path: 'investors.discover.list', input: {} },
    {
      name: 'discover: sectors=Software',
      path: 'investors.discover.list',
      input: { sectors: 'Software' },
    },
    {
      name: 'discover: q=agri, newest',
      path: 'investors.discover.list',
      input: { q: 'agri', sort: 'newest' },
    },
    {
      name: 'discover: Startup India eligible, DPIIT recognised',
      path: 'investors.discover.list',
      input: { startupIndia: 'Eligible', dpiit: 'Recognised' },
    },
  ]
}

export function dashboardCases(channelId: string | undefined): Case[] {
  const period = defaultPeriod(new Date())
  return [
    { name: 'dashboard: last 12 months', path: 'investors.dashboard.get', input: period },
    ...(channelId
      ? [
          {
            name: 'dashboard: one channel',
            path: 'investors.dashboard.get',
            input: { ...period, channelId },
          },
        ]
      : []),
  ]
}
