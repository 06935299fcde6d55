import { fuzzGroup } from '../support/fuzz'
import { procedureGroups } from '../support/procedure-matrix'

fuzzGroup(procedureGroups.organisation)
