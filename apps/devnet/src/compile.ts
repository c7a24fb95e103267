/**
 * Builds the contract artifacts that the devnet deploys: compiles `src/contracts/*.sol` with the
 * npm `solc` (wasm, offline), copies the audited WETH9 and Uniswap V2 artifacts as shipped, and takes the
 * canonical Multicall3 runtime code from viem. Writes `src/artifacts/*.json` and the typed ABIs in
 * `src/artifacts/abis.ts`. Starting the devnet never compiles; it only reads these files.
 *
 * Run: `npm run build:contracts -w @latch/devnet`
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import { type Abi, getCreate2Address, type Hex, keccak256, multicall3Abi, toHex, zeroHash } from 'viem'
import { create2Deployer } from './accountAbstraction.js'

const require = createRequire(import.meta.url)
const here = dirname(fileURLToPath(import.meta.url))
const contractsDir = join(here, 'contracts')
const artifactsDir = join(here, 'artifacts')

/** The init-code hash hard-coded in UniswapV2Library.pairFor; the router only works with a Pair that matches. */
const uniswapV2PairInitCodeHash = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

type Artifact = { contractName: string; abi: Abi; bytecode: Hex; deployedBytecode?: Hex; source: string }

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >
}

function compileSources(): Artifact[] {
  const files = readdirSync(contractsDir).filter((file) => file.endsWith('.sol'))
  const sources = Object.fromEntries(
    files.map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'prague',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const problems = output.errors ?? []
  for (const problem of problems) if (problem.severity !== 'error') console.warn(problem.formattedMessage)
  const errors = problems.filter((problem) => problem.severity === 'error')
  if (errors.length > 0) {
    throw new Error(
      `Solidity compilation failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`,
    )
  }
  return Object.entries(output.contracts).flatMap(([file, contracts]) =>
    Object.entries(contracts)
      // Interfaces declared beside a contract have no code and nothing to deploy.
      .filter(([, contract]) => contract.evm.bytecode.object !== '')
      .map(([contractName, contract]) => ({
        contractName,
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}` as Hex,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}` as Hex,
        source: `src/contracts/${file} (solc ${solc.version()})`,
      })),
  )
}

type PackagedArtifact = {
  abi: Abi
  bytecode: string
  /** Truffle-style artifacts (Uniswap) nest the runtime code; Hardhat ones (account-abstraction) do not. */
  evm?: { deployedBytecode: { object: string } }
  deployedBytecode?: string
}

function packaged(pkg: string, contractName: string, folder = 'build'): Artifact {
  const artifact = require(`${pkg}/${folder}/${contractName}.json`) as PackagedArtifact
  const { version } = require(`${pkg}/package.json`) as { version: string }
  const hex = (value: string) => (value.startsWith('0x') ? value : `0x${value}`) as Hex
  return {
    contractName,
    abi: artifact.abi,
    bytecode: hex(artifact.bytecode),
    deployedBytecode: hex(artifact.evm?.deployedBytecode.object ?? artifact.deployedBytecode ?? ''),
    source: `${pkg}@${version} ${folder}/${contractName}.json`,
  }
}

/**
 * viem carries the canonical Multicall3 creation code (the one deployed at 0xcA11...CA11 on every chain)
 * but does not export it. Its constructor is the standard solc preamble `CODECOPY(0, 0x20, len); RETURN`,
 * so the runtime code is the `len` bytes after the 32-byte preamble.
 */
function multicall3(): Artifact {
  const viemDir = dirname(require.resolve('viem/package.json'))
  const text = readFileSync(join(viemDir, '_esm/constants/contracts.js'), 'utf8')
  const match = /multicall3Bytecode\s*=\s*'(0x[0-9a-fA-F]+)'/.exec(text)
  if (!match?.[1]) throw new Error('Multicall3 bytecode not found in viem/_esm/constants/contracts.js')
  const creation = match[1].slice(2)
  const preamble = /^608060405234801561001057600080fd5b5061([0-9a-f]{4})806100206000396000f3fe$/
  const head = preamble.exec(creation.slice(0, 64))
  if (!head?.[1]) throw new Error('Unexpected Multicall3 creation code layout in viem')
  const length = Number.parseInt(head[1], 16)
  const runtime = creation.slice(64, 64 + length * 2)
  if (runtime.length !== length * 2) throw new Error('Multicall3 runtime code is truncated')
  const { version } = require('viem/package.json') as { version: string }
  return {
    contractName: 'Multicall3',
    abi: multicall3Abi,
    bytecode: `0x${creation}`,
    deployedBytecode: `0x${runtime}`,
    source: `viem@${version} multicall3Bytecode (canonical Multicall3)`,
  }
}

const safeContracts = '@safe-global/safe-contracts'
const safe4337 = '@safe-global/safe-4337'

/** Safe's Hardhat artifacts: package, folder, contract. */
const safeArtifacts = [
  [safeContracts, 'build/artifacts/contracts/Safe.sol', 'Safe'],
  [safeContracts, 'build/artifacts/contracts/proxies/SafeProxyFactory.sol', 'SafeProxyFactory'],
  [safeContracts, 'build/artifacts/contracts/libraries/MultiSend.sol', 'MultiSend'],
  [safeContracts, 'build/artifacts/contracts/libraries/MultiSendCallOnly.sol', 'MultiSendCallOnly'],
  [safe4337, 'build/artifacts/contracts/SafeModuleSetup.sol', 'SafeModuleSetup'],
  [safe4337, 'build/artifacts/contracts/Safe4337Module.sol', 'Safe4337Module'],
] as const

const delegationAbis = '@metamask/delegation-abis'

/**
 * The MetaMask Delegation Framework (ERC-7710), as its package ships it (creation code and ABI, no runtime code):
 * the DelegationManager, the HybridDeleGator account, the factory its proxies come from, and the caveat enforcers
 * the embedded wallet's permissions are made of.
 */
const delegationContracts = [
  'SCL_RIP7212',
  'DelegationManager',
  'HybridDeleGator',
  'SimpleFactory',
  'NativeTokenTransferAmountEnforcer',
  'ERC20TransferAmountEnforcer',
  'TimestampEnforcer',
  'ExactCalldataEnforcer',
  'ValueLteEnforcer',
] as const

function delegationFramework(): Artifact[] {
  const abis = require(delegationAbis) as Record<string, Abi>
  const bytecodes = require(`${delegationAbis}/bytecode`) as Record<string, Hex>
  const { version } = require(`${delegationAbis}/package.json`) as { version: string }
  // The HybridDeleGator calls the P-256 verifier library SCL_RIP7212 (for its passkey signers), linked at the
  // address the devnet deploys it to: CREATE2 with a zero salt.
  const library = bytecodes.SCL_RIP7212
  if (!library) throw new Error(`${delegationAbis} has no SCL_RIP7212`)
  const libraryAddress = getCreate2Address({ from: create2Deployer, salt: zeroHash, bytecode: library })
  const placeholder = `__$${keccak256(toHex('lib/SCL/src/lib/libSCL_RIP7212.sol:SCL_RIP7212')).slice(2, 36)}$__`
  return delegationContracts.map((contractName) => {
    const abi = abis[contractName] ?? []
    const shipped = bytecodes[contractName]
    if (!shipped) throw new Error(`${delegationAbis} has no ${contractName}`)
    const bytecode = shipped.replaceAll(placeholder, libraryAddress.slice(2).toLowerCase()) as Hex
    if (bytecode.includes('__$'))
      throw new Error(`${contractName} links a library the devnet does not deploy`)
    const linked = bytecode !== shipped ? ` (SCL_RIP7212 linked at ${libraryAddress})` : ''
    return { contractName, abi, bytecode, source: `${delegationAbis}@${version} ${contractName}${linked}` }
  })
}

function abiConstName(contractName: string): string {
  const special: Record<string, string> = { WETH9: 'weth9Abi', UniswapV2Router02: 'uniswapV2RouterAbi' }
  return special[contractName] ?? `${contractName[0]?.toLowerCase()}${contractName.slice(1)}Abi`
}

function main() {
  const started = performance.now()
  const artifacts = [
    ...compileSources(),
    packaged('@uniswap/v2-periphery', 'WETH9'),
    packaged('@uniswap/v2-core', 'UniswapV2Factory'),
    packaged('@uniswap/v2-core', 'UniswapV2Pair'),
    packaged('@uniswap/v2-periphery', 'UniswapV2Router02'),
    multicall3(),
    // ERC-4337 v0.7 as eth-infinitism published it (audited); the EntryPoint's creation code must stay
    // byte-identical for it to land at its canonical address.
    packaged('@account-abstraction/contracts', 'EntryPoint', 'artifacts'),
    packaged('@account-abstraction/contracts', 'VerifyingPaymaster', 'artifacts'),
    // Safe v1.4.1 with the Safe4337Module v0.3.0 (EntryPoint v0.7), as Safe published them (audited); the Safe
    // contracts' creation code reproduces their canonical addresses.
    ...safeArtifacts.map(([pkg, folder, contractName]) => packaged(pkg, contractName, folder)),
    // The embedded wallet's smart account and its permissions: MetaMask's Delegation Framework (audited).
    ...delegationFramework(),
  ]
  const pair = artifacts.find((artifact) => artifact.contractName === 'UniswapV2Pair')
  if (!pair || keccak256(pair.bytecode) !== uniswapV2PairInitCodeHash) {
    throw new Error('UniswapV2Pair init-code hash does not match the one UniswapV2Router02 expects')
  }

  for (const artifact of artifacts) {
    writeFileSync(
      join(artifactsDir, `${artifact.contractName}.json`),
      `${JSON.stringify(artifact, null, 2)}\n`,
    )
  }
  const abis = artifacts
    .filter((artifact) => !['Multicall3', 'SCL_RIP7212'].includes(artifact.contractName))
    .map(
      (artifact) =>
        `/** ABI of ${artifact.contractName} (${artifact.source}). */\n` +
        `export const ${abiConstName(artifact.contractName)} = ${JSON.stringify(artifact.abi)} as const\n`,
    )
  writeFileSync(
    join(artifactsDir, 'abis.ts'),
    `// Generated by src/compile.ts (npm run build:contracts). Do not edit.\n\n${abis.join('\n')}`,
  )
  const names = artifacts.map((artifact) => artifact.contractName).join(', ')
  console.log(
    `Wrote ${artifacts.length} artifacts (${names}) in ${Math.round(performance.now() - started)} ms`,
  )
}

main()
