import { authorizationMatrix } from '../support/authorization-matrix'
import { procedureGroups } from '../support/procedure-matrix'

authorizationMatrix(procedureGroups.investors)
