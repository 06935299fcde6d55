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
  oneLiners: readonly string[]
  problems: readonly string[]
  traction: readonly string[]
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
    sectors: ['Agriculture and Farming', 'Sustainability', 'Commerce and Shopping', 'Data and Analytics', 'Natural Resources'],
    heads: ['Krishi', 'Kisan', 'Anna', 'Khet', 'Beej', 'Fasal', 'Mitti', 'Gram', 'Hal'],
    tails: ['Setu', 'Mitra', 'Kart', 'Grid', 'Sense', 'Link', 'Bazaar', 'Labs'],
    oneLiners: [
      'Farm-gate marketplace connecting smallholder farmers in {state} directly to wholesale buyers',
      'Soil and weather advisories for farmers, delivered over WhatsApp in eight Indian languages',
      'Cold-chain as a service for fruit and vegetable growers in tier-2 and tier-3 towns',
      'Credit, inputs and crop insurance on one app for farmer producer organisations',
      'Satellite crop monitoring that helps agri-lenders underwrite loans to small farmers',
    ],
    problems: [
      'Small farmers in {state} lose up to a third of their income to middlemen and post-harvest spoilage.',
      'Most farmers still decide what to sow and when to irrigate without any reliable data.',
    ],
    traction: [
      'More than 12,000 farmers across {state} use the platform every season.',
      'We work with 40 farmer producer organisations and three state agriculture departments.',
    ],
    businessTypes: ['B2B', 'B2C', 'B2G'],
    customerInteractions: ['Marketplace', 'Aggregator', 'Subscription', 'E-commerce'],
    productTypes: ['Digital Goods', 'Physical Goods', 'Services'],
    weight: 8,
  },
  {
    key: 'fintech',
    label: 'Fintech',
    sectors: ['Financial Services', 'Payments', 'Lending and Investments', 'Software', 'Privacy and Security'],
    heads: ['Pay', 'Dhan', 'Lekha', 'Nivesh', 'Rupee', 'Paisa', 'Khata', 'Udhaar', 'Kosh'],
    tails: ['Veda', 'Setu', 'Wise', 'Stack', 'Flow', 'Box', 'Mitra', 'Ledger'],
    oneLiners: [
      'UPI-first accounts payable automation for Indian SMEs',
      'Working-capital credit for kirana stores, underwritten on their daily UPI collections',
      'GST-compliant invoicing and reconciliation for small manufacturers',
      'Goal-based mutual fund investing for first-time investors in Bharat',
      'Embedded insurance for gig workers, paid per shift',
    ],
    problems: [
      'Over 60 million small businesses in India still run their finances on paper ledgers.',
      'Formal credit reaches fewer than one in five small merchants, despite years of digital payments data.',
    ],
    traction: [
      'We process ₹40 Cr in monthly payment volume for 9,000 merchants.',
      'Our loan book has crossed ₹18 Cr with gross NPAs under 1.5%.',
    ],
    businessTypes: ['B2B', 'B2C'],
    customerInteractions: ['Subscription', 'Freemium', 'On-Demand', 'Licensing'],
    productTypes: ['Digital Goods', 'Services'],
    weight: 10,
  },
  {
    key: 'health',
    label: 'Healthtech',
    sectors: ['Health Care', 'Biotechnology', 'Artificial Intelligence', 'Apps', 'Science and Engineering'],
    heads: ['Arogya', 'Swasth', 'Ayu', 'Sehat', 'Nabz', 'Prana', 'Vaidya', 'Jeevan'],
    tails: ['Care', 'Path', 'Saathi', 'Labs', 'Line', 'Plus', 'Dx', 'Health'],
    oneLiners: [
      'AI-assisted screening for diabetic retinopathy at primary health centres',
      'Teleconsultation and medicine delivery for patients in tier-3 towns of {state}',
      'Point-of-care diagnostic kits that return results in 15 minutes without a lab',
      'Chronic care management for hypertension patients, run by nurses over phone and app',
      'Hospital management software built for 50-bed nursing homes',
    ],
    problems: [
      'Seven in ten Indians live far from a specialist doctor, and most diseases are caught late.',
      'Small hospitals run on registers and spreadsheets, losing revenue and patient history.',
    ],
    traction: [
      'Deployed in 120 clinics; 85,000 patients screened so far.',
      'Our pilots with the {state} health department cut referral delays by half.',
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
    oneLiners: [
      'Vernacular skilling courses that place blue-collar workers into jobs',
      'Adaptive maths practice for government school students, offline-first',
      'Teacher training and classroom analytics for affordable private schools',
      'Spoken English coaching over voice calls for job seekers in small towns',
      'Exam preparation for state public service commission aspirants in regional languages',
    ],
    problems: [
      'Half of India’s class 5 students cannot solve a class 2 maths problem.',
      'Millions of young people in {state} graduate without the skills employers hire for.',
    ],
    traction: [
      '2.3 lakh learners have completed at least one course; 38% pay for a second one.',
      'Used in 1,400 schools across {state} and two neighbouring states.',
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
    oneLiners: [
      'Rooftop solar with pay-as-you-save financing for small businesses',
      'Battery swapping network for electric three-wheelers in {city}',
      'Recycling lithium-ion batteries into battery-grade materials in India',
      'Solar-powered cold rooms for farmers who have no grid connection',
      'Carbon accounting software for Indian exporters facing EU CBAM rules',
    ],
    problems: [
      'India must add 300 GW of renewable capacity by 2030, yet small businesses can rarely finance solar.',
      'Most e-waste and used batteries in India end up in informal recycling that recovers little.',
    ],
    traction: [
      '4.2 MW installed across 310 sites; zero payment defaults so far.',
      'Our pilot plant in {state} processes 300 tonnes a year.',
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
    oneLiners: [
      'Digital freight marketplace for truckers on inter-state routes',
      'Route optimisation and proof of delivery for D2C brands shipping to tier-2 India',
      'Electric bike rentals for delivery partners in {city}',
      'Fleet telematics and fuel-theft detection for mid-sized transporters',
      'Shared shuttle service for office commuters in {city}',
    ],
    problems: [
      'Trucks in India run empty on almost a third of their trips.',
      'Logistics costs eat 13% of India’s GDP, far more than in most large economies.',
    ],
    traction: [
      '6,500 trucks on the platform; ₹9 Cr gross merchandise value last quarter.',
      'Serving 140 brands with 98.2% on-time deliveries.',
    ],
    businessTypes: ['B2B', 'B2C'],
    customerInteractions: ['Marketplace', 'On-Demand', 'Subscription', 'Aggregator'],
    productTypes: ['Services', 'Digital Goods'],
    weight: 6,
  },
  {
    key: 'consumer',
    label: 'Consumer Brands',
    sectors: ['Consumer Goods', 'Commerce and Shopping', 'Clothing and Apparel', 'Food and Beverage', 'Design'],
    heads: ['Haat', 'Dukaan', 'Khadi', 'Rasoi', 'Chai', 'Kala', 'Masala', 'Desi', 'Angan'],
    tails: ['Kart', 'Co', 'Basket', 'Store', 'House', 'Collective', 'Tales', 'Roots'],
    oneLiners: [
      'Direct-to-consumer handloom sarees sourced from weavers in {state}',
      'Millet-based snacks for health-conscious urban families',
      'Ayurvedic skincare made with clean, traceable ingredients',
      'Quick-commerce for regional groceries and pantry staples in {city}',
      'Premium single-estate tea sold by subscription',
    ],
    problems: [
      'Artisans and small producers capture only a fraction of what their products sell for in cities.',
      'Indian consumers want healthier, honest products but shelves are full of mass brands.',
    ],
    traction: [
      '₹1.2 Cr monthly revenue with 42% repeat purchase rate.',
      'Sold in 350 modern trade stores and on every major marketplace.',
    ],
    businessTypes: ['D2C', 'B2C', 'B2B'],
    customerInteractions: ['E-commerce', 'Subscription', 'Brick and Mortar', 'Marketplace', 'Dropshipping'],
    productTypes: ['Physical Goods'],
    weight: 8,
  },
  {
    key: 'saas',
    label: 'B2B SaaS',
    sectors: ['Software', 'Artificial Intelligence', 'Data and Analytics', 'Information Technology', 'Sales and Marketing', 'Privacy and Security'],
    heads: ['Sutra', 'Karya', 'Tantra', 'Ganit', 'Bodhi', 'Nayan', 'Chitra', 'Vyuh'],
    tails: ['AI', 'Stack', 'Ops', 'Labs', 'Cloud', 'Logic', 'HQ', 'Base'],
    oneLiners: [
      'AI copilots for customer support teams that answer in Indian languages',
      'Sales force automation for FMCG distributors and their field teams',
      'Compliance automation for Indian companies preparing for the DPDP Act',
      'Document AI that reads invoices, e-way bills and bank statements',
      'Observability for engineering teams running on Indian cloud regions',
    ],
    problems: [
      'Indian enterprises still run core workflows on email, Excel and phone calls.',
      'Global tools are priced and built for US customers and miss Indian compliance needs.',
    ],
    traction: [
      '₹2.4 Cr ARR from 85 paying customers; net revenue retention of 128%.',
      'Customers include two listed manufacturers and a top-10 private bank.',
    ],
    businessTypes: ['B2B'],
    customerInteractions: ['Subscription', 'Freemium', 'Licensing'],
    productTypes: ['Digital Goods'],
    weight: 10,
  },
  {
    key: 'media',
    label: 'Media & Gaming',
    sectors: ['Media and Entertainment', 'Gaming', 'Music and Audio', 'Video', 'Content and Publishing'],
    heads: ['Khel', 'Kahani', 'Sur', 'Taal', 'Rang', 'Natak', 'Katha', 'Lehar'],
    tails: ['Play', 'Studio', 'Verse', 'Box', 'Tales', 'Beats', 'Reels', 'FM'],
    oneLiners: [
      'Audio stories and podcasts in Indian languages, for commuters',
      'Casual mobile games built around Indian festivals and folklore',
      'Micro-drama video series for the next 500 million internet users',
      'A creator studio that helps regional musicians publish and earn',
      'Live quiz shows for students, streamed daily',
    ],
    problems: [
      'Most online content is made for English-speaking metros, not for the rest of India.',
      'Regional creators have audiences but no reliable way to earn from them.',
    ],
    traction: [
      '3.1 million monthly active users; 22 minutes average daily listening time.',
      '4,000 creators publish on the platform; top creators earn ₹1 L a month.',
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
    oneLiners: [
      'Managed rental homes for students and young professionals in {city}',
      'Construction materials marketplace for small contractors',
      'Digital land records verification for home buyers and lenders',
      'Co-living spaces for migrant workers near industrial clusters',
    ],
    problems: [
      'Renting a home in an Indian city still means brokers, cash deposits and no recourse.',
      'Small contractors overpay for materials and wait weeks for deliveries.',
    ],
    traction: [
      '1,800 beds under management at 94% occupancy.',
      '₹6 Cr of materials sold to 1,100 contractors last year.',
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
    oneLiners: [
      'Homestays in the Himalayas and the North-East, run by local families',
      'Group trips for working women, planned end to end',
      'Ticketing and community tools for independent event organisers',
      'Pilgrimage travel packages with verified stays and guides',
    ],
    problems: [
      'Travellers who want authentic local experiences cannot find or trust small hosts.',
      'Independent organisers lose a large cut of every ticket to aggregators.',
    ],
    traction: [
      '650 hosts across nine states; 21,000 guest nights booked.',
      '70% of trips are booked by returning travellers or their referrals.',
    ],
    businessTypes: ['B2C', 'B2B'],
    customerInteractions: ['Marketplace', 'Aggregator', 'On-Demand', 'One-Time Purchase'],
    productTypes: ['Services'],
    weight: 3,
  },
  {
    key: 'deeptech',
    label: 'Deep Tech',
    sectors: ['Hardware', 'Manufacturing', 'Science and Engineering', 'Consumer Electronics', 'Government and Military'],
    heads: ['Yantra', 'Shilpa', 'Vajra', 'Agni', 'Loha', 'Akash', 'Garuda', 'Dhruva'],
    tails: ['Robotics', 'Dynamics', 'Systems', 'Works', 'Labs', 'Aero', 'Space', 'Photonics'],
    oneLiners: [
      'Drones for crop spraying and infrastructure inspection, made in India',
      'Collaborative robots for small and medium manufacturers',
      'Small-satellite components designed and built in {city}',
      'Machine vision for quality inspection on factory lines',
      'Indigenous semiconductor test equipment for fabs and OSATs',
    ],
    problems: [
      'Indian manufacturers import most of their automation and pay for it in dollars.',
      'Strategic sectors need components that are designed and built in India.',
    ],
    traction: [
      'Orders worth ₹7 Cr from three defence PSUs and two private manufacturers.',
      'Two patents granted; our second-generation product is in field trials.',
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
    oneLiners: [
      'Booking and league management for amateur cricket and football in {city}',
      'Talent scouting and training analytics for grassroots athletes',
      'Affordable neighbourhood gyms with app-based coaching',
      'Yoga and fitness classes in Indian languages, live every morning',
    ],
    problems: [
      'Playing a sport after school is hard in Indian cities: no facilities, no leagues, no coaches.',
      'Grassroots athletes in small towns are rarely seen by scouts.',
    ],
    traction: [
      '45,000 players and 300 venues; 8,000 games booked a month.',
      'Partnerships with two state sports authorities.',
    ],
    businessTypes: ['B2C', 'B2B'],
    customerInteractions: ['Subscription', 'On-Demand', 'Marketplace', 'Franchise'],
    productTypes: ['Services', 'Digital Goods'],
    weight: 2,
  },
  {
    key: 'connect',
    label: 'Internet & Telecom',
    sectors: ['Messaging and Telecommunications', 'Internet Services', 'Mobile', 'Advertising', 'Blockchain and Cryptocurrency'],
    heads: ['Sandesh', 'Vaani', 'Baat', 'Sanchar', 'Sampark', 'Dhwani', 'Tarang'],
    tails: ['Connect', 'Chain', 'Wave', 'Ads', 'Link', 'Net', 'Signal'],
    oneLiners: [
      'WhatsApp commerce and customer engagement for small brands',
      'Voice-first ads for rural audiences, measured on real outcomes',
      'Community Wi-Fi for villages, paid with small daily vouchers',
      'Blockchain-based credential verification for universities and employers',
    ],
    problems: [
      'The next 500 million internet users are mobile-only, voice-first and underserved by ads and commerce.',
      'Background verification in India is slow, manual and easy to fake.',
    ],
    traction: [
      '1,900 businesses send 12 million messages a month through us.',
      '210 villages connected; 38,000 monthly paying users.',
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
    oneLiners: [
      'Outsourced bookkeeping and compliance for startups and small businesses',
      'Hiring platform for verified blue-collar workers in {city}',
      'Legal documents and lawyer consultations for MSMEs, at fixed prices',
      'Back-office services for chartered accountants in tier-2 cities',
    ],
    problems: [
      'Small businesses in India spend days each month on compliance they do not understand.',
      'Hiring reliable staff for small businesses still runs on word of mouth.',
    ],
    traction: [
      '2,600 businesses on monthly plans; churn under 2% a month.',
      '18,000 workers placed in the last twelve months.',
    ],
    businessTypes: ['B2B', 'B2C'],
    customerInteractions: ['Subscription', 'On-Demand', 'Marketplace', 'Franchise', 'Crowdsourcing'],
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
