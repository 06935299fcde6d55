import { fuzzGroup, fuzzGroups } from '../support/fuzz'

fuzzGroup(fuzzGroups.startups)
