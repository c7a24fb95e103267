// The public API of @latch/smart-account: the embedded wallet's smart account as both the frame (which acts from
// it) and the server (which sponsors it) see it, so the two can never derive or decode it differently.

export {
  type Caveat,
  type Delegation,
  decodePermissionContext,
  delegationTypedData,
  disableDelegationCall,
  encodePermissionContext,
  rootAuthority,
} from '../delegation.js'
export {
  batchDefaultMode,
  type DecodedExecution,
  decodeExecuteCall,
  decodeExecution,
  type Execution,
  encodeExecuteCall,
  encodeExecution,
  executeAbi,
  singleDefaultMode,
} from '../execution.js'
export { type PermissionLimits, permissionCaveats } from '../permissionCaveats.js'
export {
  delegationManagerAbi,
  redeemDelegationCall,
  redeemedPermissionContexts,
} from '../redeemDelegations.js'
export type { CaveatEnforcers, SmartAccountContracts } from '../smartAccountContracts.js'
export { type SmartAccountDeployment, smartAccountDeployment } from '../smartAccountDeployment.js'
export {
  paymasterPostOpGasLimit,
  paymasterVerificationGasLimit,
  type SponsoredOperation,
  type Sponsorship,
  signVerifyingPaymasterSponsorship,
  sponsorshipValiditySeconds,
  verifyingPaymasterHash,
} from '../verifyingPaymaster.js'
