import type { Address, Hex } from 'viem'

export type DevnetAccount = { address: Address; privateKey: Hex }

/** anvil's default mnemonic. Public knowledge: never send real funds to these accounts. */
export const devnetMnemonic = 'test test test test test test test test test test test junk'

/**
 * The ten accounts anvil derives from {@link devnetMnemonic} (m/44'/60'/0'/0/i), each funded with
 * 10,000 ETH by anvil and with USDC and LTK by the devnet. Kept as literals because deriving them costs
 * tens of milliseconds at every import.
 */
export const devnetAccounts: readonly DevnetAccount[] = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
  {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  },
  {
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  },
  {
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  },
  {
    address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  },
  {
    address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  },
  {
    address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  },
  {
    address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  },
]

/** Account #0 deploys every contract, so contract addresses follow from its nonces. */
export const devnetDeployer = devnetAccounts[0] as DevnetAccount

/** Account #1 owns the ERC-1271 SmartWallet. */
export const devnetSmartWalletOwner = devnetAccounts[1] as DevnetAccount

/**
 * The key the devnet's VerifyingPaymaster trusts: whoever holds it sponsors UserOperations (the sponsor's
 * signature over the operation goes in `paymasterAndData`). keccak256("latch devnet paymaster signer"); a
 * devnet secret like the test keys, never for a real network. It holds no funds and sends nothing.
 */
export const devnetPaymasterSigner: DevnetAccount = {
  address: '0xcB5ED268184bFe03e15b6533B347cB83cfEeF41d',
  privateKey: '0x9bb81cae3560d695bcee0c8a49cd460ec4a3b08c8bd2c59a0807f4e769219454',
}

/**
 * The bundlers' executor: it submits `handleOps` and is refunded by the EntryPoint. Not one of the ten test
 * accounts, so a bundle never races a test's own transaction for a nonce; startBundler funds it.
 * keccak256("latch devnet bundler executor").
 */
export const devnetBundlerExecutor: DevnetAccount = {
  address: '0xD71191A24136343fBc4F44F9C0fcc6b3033D823a',
  privateKey: '0xcbe8fb652c7fe28b432d4cbc1d61bbaf634269d802d2cb7daf3b5b33fc09a177',
}
