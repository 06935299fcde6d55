import type { BusinessType, CustomerInteraction, ProductType, Sector } from '@/lib/options'

/**
 * A kind of startup: the sectors it sits in, words its names are made of and what it says about
 * itself. Keeps a generated profile coherent (an agritech has an agritech name and one-liner).
 * `{state}` and `{city}` in the texts are filled with the profile's headquarters.
 */
export type StartupTheme = {
  key: string
  /** How an investor would name the space in a channel title ("Agritech Seed Call 2026"). */
  label: string
  /** The first is the main sector; one or two of the others are often added. */
  sectors: readonly [Sector, ...Sector[]]
  heads: readonly string[]
  tails: readonly string[]
  /** What the startup does, and the problem it says it solves. */
  pitches: readonly { oneLiner: string; problem: string }[]
  businessTypes: readonly [BusinessType, ...BusinessType[]]
  customerInteractions: readonly [CustomerInteraction, ...CustomerInteraction[]]
  productTypes: readonly [ProductType, ...ProductType[]]
  /** Relative frequency among seeded startups. */
  weight: number
}

export const startupThemes: readonly StartupTheme[] = [
  {
    key: 'agri',
    label: 'Agritech',
    sectors: [
      'Agriculture and Farming',
      'Sustainability',
      'Commerce and Shopping',
      'Data and Analytics',
      'Natural Resources',
    ],
    heads: ['Krishi', 'Kisan', 'Anna', 'Khet', 'Beej', 'Fasal', 'Mitti', 'Gram', 'Hal'],
    tails: ['Setu', 'Mitra', 'Kart', 'Grid', 'Sense', 'Link', 'Bazaar', 'Labs'],
    pitches: [
      {
        oneLiner:
          'Farm-gate marketplace connecting smallholder farmers in {state} directly to wholesale buyers',
        problem:
          'Small farmers in {state} lose up to a third of their income to middlemen between the farm gate and the buyer.',
      },
      {
        oneLiner:
          'Soil and weather advisories for farmers, delivered over WhatsApp in eight Indian languages',
        problem:
          'Most Indian farmers still decide what to sow, and when to irrigate, without any reliable data.',
      },
      {
        oneLiner:
          'Cold-chain as a service for fruit and vegetable growers in tier-2 and tier-3 towns',
        problem:
          'Almost a fifth of India’s fruit and vegetables spoil before they reach a market, for want of cold storage.',
      },
      {
        oneLiner: 'Credit, inputs and crop insurance on one app for farmer producer organisations',
        problem:
          'Farmer producer organisations juggle lenders, input dealers and insurers on paper, and their members pay for it.',
      },
      {
        oneLiner:
          'Satellite crop monitoring that helps agri-lenders underwrite loans to small farmers',
        problem:
          'Lenders cannot see what a small farmer grows, so they either refuse the loan or charge for the risk.',
      },
    ],
    businessTypes: ['B2B', 'B2C', 'B2G'],
    customerInteractions: ['Marketplace', 'Aggregator', 'Subscription', 'E-commerce'],
    productTypes: ['Digital Goods', 'Physical Goods', 'Services'],
    weight: 8,
  },
  {
    key: 'fintech',
    label: 'Fintech',
    sectors: [
      'Financial Services',
      'Payments',
      'Lending and Investments',
      'Software',
      'Privacy and Security',
    ],
    heads: ['Pay', 'Dhan', 'Lekha', 'Nivesh', 'Rupee', 'Paisa', 'Khata', 'Udhaar', 'Kosh'],
    tails: ['Veda', 'Setu', 'Wise', 'Stack', 'Flow', 'Box', 'Mitra', 'Ledger'],
    pitches: [
      {
        oneLiner: 'UPI-first accounts payable automation for Indian SMEs',
        problem:
          'Indian SMEs still pay suppliers by cheque and spreadsheet, and lose days every month reconciling.',
      },
      {
        oneLiner:
          'Working-capital credit for kirana stores, underwritten on their daily UPI collections',
        problem:
          'Formal credit reaches fewer than one in five small merchants, despite years of digital payments data.',
      },
      {
        oneLiner: 'GST-compliant invoicing and reconciliation for small manufacturers',
        problem:
          'Small manufacturers lose input tax credit every quarter because their invoices and GST returns do not match.',
      },
      {
        oneLiner: 'Goal-based mutual fund investing for first-time investors in Bharat',
        problem:
          'Fewer than one in ten Indians invests in mutual funds; most savings sit in low-yield deposits and gold.',
      },
      {
        oneLiner: 'Embedded insurance for gig workers, paid per shift',
        problem:
          'India’s 1.2 crore gig workers have almost no health or accident cover, and annual premiums do not fit their income.',
      },
    ],
    businessTypes: ['B2B', 'B2C'],
    customerInteractions: ['Subscription', 'Freemium', 'On-Demand', 'Licensing'],
    productTypes: ['Digital Goods', 'Services'],
    weight: 10,
  },
  {
    key: 'health',
    label: 'Healthtech',
    sectors: [
      'Health Care',
      'Biotechnology',
      'Artificial Intelligence',
      'Apps',
      'Science and Engineering',
    ],
    heads: ['Arogya', 'Swasth', 'Ayu', 'Sehat', 'Nabz', 'Prana', 'Vaidya', 'Jeevan'],
    tails: ['Care', 'Path', 'Saathi', 'Labs', 'Line', 'Plus', 'Dx', 'Health'],
    pitches: [
      {
        oneLiner: 'AI-assisted screening for diabetic retinopathy at primary health centres',
        problem:
          'India has 10 crore diabetics and too few eye specialists, so retinopathy is caught only when sight is already lost.',
      },
      {
        oneLiner: 'Teleconsultation and medicine delivery for patients in tier-3 towns of {state}',
        problem:
          'Seven in ten Indians live far from a specialist doctor and travel for a day to see one.',
      },
      {
        oneLiner: 'Point-of-care diagnostic kits that return results in 15 minutes without a lab',
        problem:
          'Most villages have no diagnostic lab, so tests take days and patients do not come back for results.',
      },
      {
        oneLiner:
          'Chronic care management for hypertension patients, run by nurses over phone and app',
        problem:
          'Only one in ten Indians with hypertension has it under control; follow-up care barely exists.',
      },
      {
        oneLiner: 'Hospital management software built for 50-bed nursing homes',
        problem:
          'Small hospitals run on registers and spreadsheets, losing revenue, insurance claims and patient history.',
      },
    ],
    businessTypes: ['B2B', 'B2C', 'B2G'],
    customerInteractions: ['Subscription', 'On-Demand', 'One-Time Purchase', 'Licensing'],
    productTypes: ['Digital Goods', 'Physical Goods', 'Services'],
    weight: 8,
  },
  {
    key: 'edtech',
    label: 'Edtech',
    sectors: ['Education', 'Apps', 'Content and Publishing', 'Artificial Intelligence'],
    heads: ['Vidya', 'Shiksha', 'Gyaan', 'Padhai', 'Kaushal', 'Guru', 'Akshar', 'Buddhi'],
    tails: ['Shala', 'Path', 'Setu', 'Hub', 'Labs', 'Mitra', 'Kul', 'Learn'],
    pitches: [
      {
        oneLiner: 'Vernacular skilling courses that place blue-collar workers into jobs',
        problem:
          'Millions of young people in {state} finish school without the skills employers hire for.',
      },
      {
        oneLiner: 'Adaptive maths practice for government school students, offline-first',
        problem: 'Half of India’s class 5 students cannot solve a class 2 maths problem.',
      },
      {
        oneLiner: 'Teacher training and classroom analytics for affordable private schools',
        problem:
          'Affordable private schools teach a third of Indian children but have no budget for teacher training.',
      },
      {
        oneLiner: 'Spoken English coaching over voice calls for job seekers in small towns',
        problem:
          'Spoken English decides who gets a service-sector job, and good coaching is out of reach in small towns.',
      },
      {
        oneLiner:
          'Exam preparation for state public service commission aspirants in regional languages',
        problem:
          'Lakhs of aspirants prepare for state government exams with coaching built only for English and Hindi.',
      },
    ],
    businessTypes: ['B2C', 'B2B', 'B2G'],
    customerInteractions: ['Subscription', 'Freemium', 'One-Time Purchase', 'Licensing'],
    productTypes: ['Digital Goods', 'Services'],
    weight: 7,
  },
  {
    key: 'climate',
    label: 'Climate Tech',
    sectors: ['Climate Technology', 'Energy', 'Sustainability', 'Hardware', 'Manufacturing'],
    heads: ['Surya', 'Urja', 'Pavan', 'Prithvi', 'Neer', 'Jal', 'Harit', 'Vayu'],
    tails: ['Grid', 'Volt', 'Cycle', 'Tech', 'Shakti', 'Works', 'Energy', 'Loop'],
    pitches: [
      {
        oneLiner: 'Rooftop solar with pay-as-you-save financing for small businesses',
        problem:
          'Small businesses would save a third of their power bill with solar, but cannot pay for it upfront.',
      },
      {
        oneLiner: 'Battery swapping network for electric three-wheelers in {city}',
        problem:
          'Electric three-wheeler drivers lose hours a day charging, which wipes out their fuel savings.',
      },
      {
        oneLiner: 'Recycling lithium-ion batteries into battery-grade materials in India',
        problem:
          'Most used batteries in India end up in informal recycling that recovers little and pollutes a lot.',
      },
      {
        oneLiner: 'Solar-powered cold rooms for farmers who have no grid connection',
        problem:
          'Farmers without a grid connection cannot store produce and sell at whatever price the day offers.',
      },
      {
        oneLiner: 'Carbon accounting software for Indian exporters facing EU CBAM rules',
        problem:
          'From 2026, Indian exporters to Europe must report the carbon in their products or pay for it.',
      },
    ],
    businessTypes: ['B2B', 'B2C', 'B2G'],
    customerInteractions: ['Subscription', 'One-Time Purchase', 'On-Demand', 'Licensing'],
    productTypes: ['Physical Goods', 'Services', 'Digital Goods'],
    weight: 7,
  },
  {
    key: 'mobility',
    label: 'Mobility & Logistics',
    sectors: ['Transportation', 'Navigation and Mapping', 'Platforms', 'Software'],
    heads: ['Vahan', 'Yatra', 'Safar', 'Raasta', 'Gaadi', 'Chakra', 'Marg', 'Pahiya'],
    tails: ['Go', 'Fleet', 'Route', 'Move', 'Express', 'Link', 'Freight', 'Ride'],
    pitches: [
      {
        oneLiner: 'Digital freight marketplace for truckers on inter-state routes',
        problem:
          'Trucks in India run empty on almost a third of their trips, and truckers wait days for a load.',
      },
      {
        oneLiner:
          'Route optimisation and proof of delivery for D2C brands shipping to tier-2 India',
        problem:
          'Logistics costs eat 13% of India’s GDP, and failed deliveries in smaller towns make it worse.',
      },
      {
        oneLiner: 'Electric bike rentals for delivery partners in {city}',
        problem:
          'Delivery partners spend a large share of what they earn on petrol and bike loans.',
      },
      {
        oneLiner: 'Fleet telematics and fuel-theft detection for mid-sized transporters',
        problem: 'Mid-sized transporters lose up to 10% of their fuel to theft they cannot see.',
      },
      {
        oneLiner: 'Shared shuttle service for office commuters in {city}',
        problem:
          'Office commuters in {city} spend two hours a day in traffic, with no comfortable option between bus and cab.',
      },
    ],
    businessTypes: ['B2B', 'B2C'],
    customerInteractions: ['Marketplace', 'On-Demand', 'Subscription', 'Aggregator'],
    productTypes: ['Services', 'Digital Goods'],
    weight: 6,
  },
  {
    key: 'consumer',
    label: 'Consumer Brands',
    sectors: [
      'Consumer Goods',
      'Commerce and Shopping',
      'Clothing and Apparel',
      'Food and Beverage',
      'Design',
    ],
    heads: ['Haat', 'Dukaan', 'Khadi', 'Rasoi', 'Chai', 'Kala', 'Masala', 'Desi', 'Angan'],
    tails: ['Kart', 'Co', 'Basket', 'Store', 'House', 'Collective', 'Tales', 'Roots'],
    pitches: [
      {
        oneLiner: 'Direct-to-consumer handloom sarees sourced from weavers in {state}',
        problem:
          'Weavers in {state} capture only a fraction of what their sarees sell for in city stores.',
      },
      {
        oneLiner: 'Millet-based snacks for health-conscious urban families',
        problem:
          'Urban families want healthier snacks, but shelves are full of fried, refined-flour brands.',
      },
      {
        oneLiner: 'Ayurvedic skincare made with clean, traceable ingredients',
        problem:
          'Consumers trust Ayurveda but cannot tell which products actually contain what the label says.',
      },
      {
        oneLiner: 'Quick-commerce for regional groceries and pantry staples in {city}',
        problem: 'People who move to {city} cannot find the regional staples they grew up with.',
      },
      {
        oneLiner: 'Premium single-estate tea sold by subscription',
        problem:
          'India grows some of the world’s best tea, but most of it is blended away and sold as a commodity.',
      },
    ],
    businessTypes: ['D2C', 'B2C', 'B2B'],
    customerInteractions: [
      'E-commerce',
      'Subscription',
      'Brick and Mortar',
      'Marketplace',
      'Dropshipping',
    ],
    productTypes: ['Physical Goods'],
    weight: 8,
  },
  {
    key: 'saas',
    label: 'B2B SaaS',
    sectors: [
      'Software',
      'Artificial Intelligence',
      'Data and Analytics',
      'Information Technology',
      'Sales and Marketing',
      'Privacy and Security',
    ],
    heads: ['Sutra', 'Karya', 'Tantra', 'Ganit', 'Bodhi', 'Nayan', 'Chitra', 'Vyuh'],
    tails: ['AI', 'Stack', 'Ops', 'Labs', 'Cloud', 'Logic', 'HQ', 'Base'],
    pitches: [
      {
        oneLiner: 'AI copilots for customer support teams that answer in Indian languages',
        problem:
          'Support teams in India answer in a dozen languages, and their tools understand only English.',
      },
      {
        oneLiner: 'Sales force automation for FMCG distributors and their field teams',
        problem: 'FMCG distributors still take orders from kirana stores on paper and phone calls.',
      },
      {
        oneLiner: 'Compliance automation for Indian companies preparing for the DPDP Act',
        problem:
          'The DPDP Act makes every company accountable for personal data, and few know where theirs is.',
      },
      {
        oneLiner: 'Document AI that reads invoices, e-way bills and bank statements',
        problem:
          'Finance teams in India re-type thousands of invoices, e-way bills and statements every month.',
      },
      {
        oneLiner: 'Observability for engineering teams running on Indian cloud regions',
        problem:
          'Global observability tools are priced in dollars and built for US customers, not Indian engineering teams.',
      },
    ],
    businessTypes: ['B2B'],
    customerInteractions: ['Subscription', 'Freemium', 'Licensing'],
    productTypes: ['Digital Goods'],
    weight: 10,
  },
  {
    key: 'media',
    label: 'Media & Gaming',
    sectors: [
      'Media and Entertainment',
      'Gaming',
      'Music and Audio',
      'Video',
      'Content and Publishing',
    ],
    heads: ['Khel', 'Kahani', 'Sur', 'Taal', 'Rang', 'Natak', 'Katha', 'Lehar'],
    tails: ['Play', 'Studio', 'Verse', 'Box', 'Tales', 'Beats', 'Reels', 'FM'],
    pitches: [
      {
        oneLiner: 'Audio stories and podcasts in Indian languages, for commuters',
        problem:
          'Most online audio is made for English-speaking metros, not for the rest of India.',
      },
      {
        oneLiner: 'Casual mobile games built around Indian festivals and folklore',
        problem:
          'India has 40 crore mobile gamers, and almost every game they play was designed elsewhere.',
      },
      {
        oneLiner: 'Micro-drama video series for the next 500 million internet users',
        problem:
          'New internet users watch video on small screens in short breaks, and little is made for them.',
      },
      {
        oneLiner: 'A creator studio that helps regional musicians publish and earn',
        problem:
          'Regional musicians have audiences but no reliable way to publish their work and earn from it.',
      },
      {
        oneLiner: 'Live quiz shows for students, streamed daily',
        problem: 'Students in small towns have few engaging ways to learn outside the classroom.',
      },
    ],
    businessTypes: ['B2C', 'B2B'],
    customerInteractions: ['Advertising-Based', 'Freemium', 'Subscription', 'Affiliate Sales'],
    productTypes: ['Digital Goods'],
    weight: 5,
  },
  {
    key: 'proptech',
    label: 'Proptech',
    sectors: ['Real Estate', 'Platforms', 'Professional Services'],
    heads: ['Ghar', 'Makaan', 'Aangan', 'Basera', 'Nivas', 'Chhat', 'Dwaar'],
    tails: ['Hub', 'Key', 'Square', 'Nest', 'Space', 'Bricks', 'Living'],
    pitches: [
      {
        oneLiner: 'Managed rental homes for students and young professionals in {city}',
        problem:
          'Renting a home in {city} still means brokers, large cash deposits and no recourse.',
      },
      {
        oneLiner: 'Construction materials marketplace for small contractors',
        problem: 'Small contractors overpay for materials and wait weeks for deliveries.',
      },
      {
        oneLiner: 'Digital land records verification for home buyers and lenders',
        problem:
          'Unclear land titles are behind most property disputes in India and slow every home loan.',
      },
      {
        oneLiner: 'Co-living spaces for migrant workers near industrial clusters',
        problem:
          'Workers who move for factory jobs live in crowded, unsafe rooms near industrial clusters.',
      },
    ],
    businessTypes: ['B2C', 'B2B'],
    customerInteractions: ['Marketplace', 'Subscription', 'Brick and Mortar', 'On-Demand'],
    productTypes: ['Services', 'Physical Goods'],
    weight: 3,
  },
  {
    key: 'travel',
    label: 'Travel & Experiences',
    sectors: ['Travel and Tourism', 'Events', 'Community and Lifestyle'],
    heads: ['Ghoomo', 'Yatri', 'Musafir', 'Utsav', 'Mela', 'Pahadi', 'Safar'],
    tails: ['Trails', 'Trips', 'Hub', 'Co', 'Stays', 'Camps', 'Club'],
    pitches: [
      {
        oneLiner: 'Homestays in the Himalayas and the North-East, run by local families',
        problem:
          'Travellers who want authentic local experiences cannot find or trust small hosts.',
      },
      {
        oneLiner: 'Group trips for working women, planned end to end',
        problem:
          'Women who want to travel often have no company and worry about safety on their own.',
      },
      {
        oneLiner: 'Ticketing and community tools for independent event organisers',
        problem:
          'Independent organisers lose a large cut of every ticket to aggregators and own no customer data.',
      },
      {
        oneLiner: 'Pilgrimage travel packages with verified stays and guides',
        problem: 'Crores of pilgrims travel every year with unreliable agents, stays and guides.',
      },
    ],
    businessTypes: ['B2C', 'B2B'],
    customerInteractions: ['Marketplace', 'Aggregator', 'On-Demand', 'One-Time Purchase'],
    productTypes: ['Services'],
    weight: 3,
  },
  {
    key: 'deeptech',
    label: 'Deep Tech',
    sectors: [
      'Hardware',
      'Manufacturing',
      'Science and Engineering',
      'Consumer Electronics',
      'Government and Military',
    ],
    heads: ['Yantra', 'Shilpa', 'Vajra', 'Agni', 'Loha', 'Akash', 'Garuda', 'Dhruva'],
    tails: ['Robotics', 'Dynamics', 'Systems', 'Works', 'Labs', 'Aero', 'Space', 'Photonics'],
    pitches: [
      {
        oneLiner: 'Drones for crop spraying and infrastructure inspection, made in India',
        problem: 'Spraying crops and inspecting power lines by hand is slow, costly and dangerous.',
      },
      {
        oneLiner: 'Collaborative robots for small and medium manufacturers',
        problem: 'Indian manufacturers import most of their automation and pay for it in dollars.',
      },
      {
        oneLiner: 'Small-satellite components designed and built in {city}',
        problem: 'India’s private space companies still import most satellite components.',
      },
      {
        oneLiner: 'Machine vision for quality inspection on factory lines',
        problem:
          'Factory lines rely on tired human eyes to spot defects, and rejected shipments are costly.',
      },
      {
        oneLiner: 'Indigenous semiconductor test equipment for fabs and OSATs',
        problem:
          'India’s new fabs and OSATs will need test equipment that today comes only from abroad.',
      },
    ],
    businessTypes: ['B2B', 'B2G'],
    customerInteractions: ['One-Time Purchase', 'Licensing', 'Subscription'],
    productTypes: ['Physical Goods', 'Services'],
    weight: 5,
  },
  {
    key: 'sports',
    label: 'Sports & Fitness',
    sectors: ['Sports', 'Health Care', 'Community and Lifestyle', 'Apps'],
    heads: ['Khiladi', 'Dangal', 'Josh', 'Kreeda', 'Fit', 'Akhada'],
    tails: ['Arena', 'Fit', 'League', 'Pro', 'Turf', 'Play'],
    pitches: [
      {
        oneLiner: 'Booking and league management for amateur cricket and football in {city}',
        problem:
          'Playing a sport after school or work is hard in {city}: few facilities, no leagues, no way to find a game.',
      },
      {
        oneLiner: 'Talent scouting and training analytics for grassroots athletes',
        problem: 'Grassroots athletes in small towns are rarely seen by scouts.',
      },
      {
        oneLiner: 'Affordable neighbourhood gyms with app-based coaching',
        problem: 'Good gyms and coaches are out of reach for most families outside big cities.',
      },
      {
        oneLiner: 'Yoga and fitness classes in Indian languages, live every morning',
        problem:
          'Most fitness apps speak English only and do not fit the routines of Indian families.',
      },
    ],
    businessTypes: ['B2C', 'B2B'],
    customerInteractions: ['Subscription', 'On-Demand', 'Marketplace', 'Franchise'],
    productTypes: ['Services', 'Digital Goods'],
    weight: 2,
  },
  {
    key: 'connect',
    label: 'Internet & Telecom',
    sectors: [
      'Messaging and Telecommunications',
      'Internet Services',
      'Mobile',
      'Advertising',
      'Blockchain and Cryptocurrency',
    ],
    heads: ['Sandesh', 'Vaani', 'Baat', 'Sanchar', 'Sampark', 'Dhwani', 'Tarang'],
    tails: ['Connect', 'Chain', 'Wave', 'Ads', 'Link', 'Net', 'Signal'],
    pitches: [
      {
        oneLiner: 'WhatsApp commerce and customer engagement for small brands',
        problem: 'Small brands get most of their orders over WhatsApp, and manage them by hand.',
      },
      {
        oneLiner: 'Voice-first ads for rural audiences, measured on real outcomes',
        problem: 'Advertisers spend crores reaching rural India and cannot tell what worked.',
      },
      {
        oneLiner: 'Community Wi-Fi for villages, paid with small daily vouchers',
        problem:
          'Mobile data is patchy in many villages, and a monthly plan is too big a commitment for many families.',
      },
      {
        oneLiner: 'Blockchain-based credential verification for universities and employers',
        problem: 'Background verification in India is slow, manual and easy to fake.',
      },
    ],
    businessTypes: ['B2B', 'B2C'],
    customerInteractions: ['Subscription', 'Advertising-Based', 'Freemium', 'On-Demand'],
    productTypes: ['Digital Goods', 'Services'],
    weight: 4,
  },
  {
    key: 'services',
    label: 'Business Services',
    sectors: ['Professional Services', 'Administrative Services', 'Other', 'Software'],
    heads: ['Sahay', 'Seva', 'Kaam', 'Vyapar', 'Udyam', 'Naukri'],
    tails: ['Desk', 'Works', 'Hub', 'Studio', 'Pro', 'Bridge'],
    pitches: [
      {
        oneLiner: 'Outsourced bookkeeping and compliance for startups and small businesses',
        problem:
          'Small businesses in India spend days each month on compliance they do not understand.',
      },
      {
        oneLiner: 'Hiring platform for verified blue-collar workers in {city}',
        problem: 'Hiring reliable staff for small businesses still runs on word of mouth.',
      },
      {
        oneLiner: 'Legal documents and lawyer consultations for MSMEs, at fixed prices',
        problem:
          'MSMEs cannot afford a lawyer for every contract and sign documents they do not understand.',
      },
      {
        oneLiner: 'Back-office services for chartered accountants in tier-2 cities',
        problem:
          'Chartered accountants in smaller cities turn clients away for want of trained staff.',
      },
    ],
    businessTypes: ['B2B', 'B2C'],
    customerInteractions: [
      'Subscription',
      'On-Demand',
      'Marketplace',
      'Franchise',
      'Crowdsourcing',
    ],
    productTypes: ['Services', 'Digital Goods'],
    weight: 4,
  },
]

export function themeOfSector(sector: string | undefined): StartupTheme | undefined {
  if (!sector) return undefined
  return (
    startupThemes.find((theme) => theme.sectors[0] === sector) ??
    startupThemes.find((theme) => theme.sectors.includes(sector as Sector))
  )
}
