import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  getCreate2Address,
  type Hex,
  parseEther,
  zeroHash,
} from 'viem'
import { devnetDeployer, devnetPaymasterSigner } from './accounts.js'
import { verifyingPaymasterAbi } from './artifacts/abis.js'
import batchExecutorArtifact from './artifacts/BatchExecutor.json' with { type: 'json' }
import delegationManagerArtifact from './artifacts/DelegationManager.json' with { type: 'json' }
import entryPointArtifact from './artifacts/EntryPoint.json' with { type: 'json' }
import erc20TransferAmountEnforcerArtifact from './artifacts/ERC20TransferAmountEnforcer.json' with {
  type: 'json',
}
import exactCalldataEnforcerArtifact from './artifacts/ExactCalldataEnforcer.json' with { type: 'json' }
import hybridDeleGatorArtifact from './artifacts/HybridDeleGator.json' with { type: 'json' }
import multiSendArtifact from './artifacts/MultiSend.json' with { type: 'json' }
import multiSendCallOnlyArtifact from './artifacts/MultiSendCallOnly.json' with { type: 'json' }
import nativeTokenTransferAmountEnforcerArtifact from './artifacts/NativeTokenTransferAmountEnforcer.json' with {
  type: 'json',
}
import safeArtifact from './artifacts/Safe.json' with { type: 'json' }
import safe4337ModuleArtifact from './artifacts/Safe4337Module.json' with { type: 'json' }
import safeModuleSetupArtifact from './artifacts/SafeModuleSetup.json' with { type: 'json' }
import safeProxyFactoryArtifact from './artifacts/SafeProxyFactory.json' with { type: 'json' }
import sclRip7212Artifact from './artifacts/SCL_RIP7212.json' with { type: 'json' }
import simpleFactoryArtifact from './artifacts/SimpleFactory.json' with { type: 'json' }
import timestampEnforcerArtifact from './artifacts/TimestampEnforcer.json' with { type: 'json' }
import valueLteEnforcerArtifact from './artifacts/ValueLteEnforcer.json' with { type: 'json' }
import verifyingPaymasterArtifact from './artifacts/VerifyingPaymaster.json' with { type: 'json' }
import { devnetContracts } from './contracts.js'
import type { Step } from './deployContracts.js'
import { DeploymentError } from './errors.js'

/** The deterministic deployment proxy anvil pre-deploys (and every public chain has) at its usual address. */
export const create2Deployer: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The salt eth-infinitism deploys the ERC-4337 v0.7 contracts with. */
export const accountAbstractionSalt: Hex =
  '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

/** ETH the VerifyingPaymaster holds on deposit at the EntryPoint after start: what it can sponsor. */
export const devnetPaymasterDeposit = 1_000

const address = { type: 'address' } as const

/**
 * The ERC-4337 v0.7 contracts, deployed with the official salt through the CREATE2 deployer as on every public
 * chain, so the EntryPoint lands at its canonical address and viem, permissionless and the bundler find it
 * without configuration; then Safe v1.4.1 with the Safe4337Module v0.3.0 (the audited account AppKit's smart
 * accounts are built on, with ERC-1271 signatures), through the Safe singleton factory with a zero salt as Safe
 * deploys it; then the Delegation Framework the embedded wallet's smart account and its permissions are made of.
 */
export function accountAbstractionSteps(): Step[] {
  const deploy = (
    label: string,
    initCode: Hex,
    expected: Address,
    salt = accountAbstractionSalt,
    deployer = create2Deployer,
  ): Step => {
    const actual = getCreate2Address({ from: deployer, salt, bytecode: initCode })
    if (actual !== expected) throw new DeploymentError(`${label} would land at ${actual}, not ${expected}.`)
    return {
      label,
      to: deployer,
      data: concat([salt, initCode]),
      creates2: expected,
    }
  }
  const safe = (label: string, initCode: Hex, expected: Address) =>
    deploy(label, initCode, expected, zeroHash, devnetContracts.safeSingletonFactory)
  const { entryPoint, verifyingPaymaster } = devnetContracts
  return [
    deploy('deploy EntryPoint v0.7', entryPointArtifact.bytecode as Hex, entryPoint),
    deploy(
      'deploy VerifyingPaymaster',
      concat([
        verifyingPaymasterArtifact.bytecode as Hex,
        encodeAbiParameters([address, address], [entryPoint, devnetPaymasterSigner.address]),
      ]),
      verifyingPaymaster,
    ),
    {
      label: 'deposit for the VerifyingPaymaster',
      to: verifyingPaymaster,
      data: encodeFunctionData({ abi: verifyingPaymasterAbi, functionName: 'deposit' }),
      value: parseEther(String(devnetPaymasterDeposit)),
    },
    // Not ERC-4337: the delegate with which the test wallet's key account batches calls atomically (EIP-7702).
    deploy(
      'deploy BatchExecutor',
      batchExecutorArtifact.bytecode as Hex,
      devnetContracts.batchExecutor,
      zeroHash,
    ),
    safe('deploy Safe v1.4.1', safeArtifact.bytecode as Hex, devnetContracts.safeSingleton),
    safe(
      'deploy SafeProxyFactory',
      safeProxyFactoryArtifact.bytecode as Hex,
      devnetContracts.safeProxyFactory,
    ),
    safe('deploy MultiSend', multiSendArtifact.bytecode as Hex, devnetContracts.multiSend),
    safe(
      'deploy MultiSendCallOnly',
      multiSendCallOnlyArtifact.bytecode as Hex,
      devnetContracts.multiSendCallOnly,
    ),
    safe('deploy SafeModuleSetup', safeModuleSetupArtifact.bytecode as Hex, devnetContracts.safeModuleSetup),
    safe(
      'deploy Safe4337Module',
      concat([safe4337ModuleArtifact.bytecode as Hex, encodeAbiParameters([address], [entryPoint])]),
      devnetContracts.safe4337Module,
    ),
    ...delegationSteps(deploy),
  ]
}

/**
 * MetaMask's Delegation Framework (ERC-7710): the DelegationManager, the HybridDeleGator implementation and
 * SimpleFactory the embedded wallet's smart accounts come from, and the caveat enforcers its ERC-7715
 * permissions are made of; through the CREATE2 deployer with a zero salt.
 */
function delegationSteps(
  deploy: (label: string, initCode: Hex, expected: Address, salt?: Hex) => Step,
): Step[] {
  const { delegationManager, entryPoint } = devnetContracts
  const plain = (label: string, artifact: { bytecode: string }, expected: Address) =>
    deploy(`deploy ${label}`, artifact.bytecode as Hex, expected, zeroHash)
  return [
    plain('SCL_RIP7212 (P-256 verifier library)', sclRip7212Artifact, devnetContracts.sclRip7212),
    deploy(
      'deploy DelegationManager',
      concat([
        delegationManagerArtifact.bytecode as Hex,
        encodeAbiParameters([address], [devnetDeployer.address]),
      ]),
      delegationManager,
      zeroHash,
    ),
    deploy(
      'deploy HybridDeleGator',
      concat([
        hybridDeleGatorArtifact.bytecode as Hex,
        encodeAbiParameters([address, address], [delegationManager, entryPoint]),
      ]),
      devnetContracts.hybridDeleGator,
      zeroHash,
    ),
    plain('SimpleFactory', simpleFactoryArtifact, devnetContracts.simpleFactory),
    plain(
      'NativeTokenTransferAmountEnforcer',
      nativeTokenTransferAmountEnforcerArtifact,
      devnetContracts.nativeTokenTransferAmountEnforcer,
    ),
    plain(
      'ERC20TransferAmountEnforcer',
      erc20TransferAmountEnforcerArtifact,
      devnetContracts.erc20TransferAmountEnforcer,
    ),
    plain('TimestampEnforcer', timestampEnforcerArtifact, devnetContracts.timestampEnforcer),
    plain('ExactCalldataEnforcer', exactCalldataEnforcerArtifact, devnetContracts.exactCalldataEnforcer),
    plain('ValueLteEnforcer', valueLteEnforcerArtifact, devnetContracts.valueLteEnforcer),
  ]
}
