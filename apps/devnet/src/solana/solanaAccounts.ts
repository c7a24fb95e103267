/** A funded Solana test account: its address and its 64-byte secret key (seed + public key) in base58. */
export type SolanaDevnetAccount = { address: string; secretKey: string }

/**
 * The ten accounts at `m/44'/501'/i'/0'` of the devnet mnemonic (anvil's, `test test … junk`), the path
 * Phantom and `solana-keygen` use: importing the mnemonic into a Solana wallet shows these. Each holds
 * 1,000 SOL and 1,000,000 USDC on the local validator. Kept as literals because deriving them costs a PBKDF2
 * run at every import. The secret keys are public knowledge: never use them on a real network.
 */
export const solanaDevnetAccounts: readonly SolanaDevnetAccount[] = [
  {
    address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    secretKey: '4Cfc4TJ6dsWwLcw8aJ5uhx7UJKPR5VGXTu2iJr5bVRoTDsxzb6qfJrzR5HNhBcwGwsXqGeHzDR3eUWLr7MRnska8',
  },
  {
    address: 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
    secretKey: '2GE2EWZwKFkMpDFKaN6LYVggqLJTdwkreHLNbXBKbtfnCBqkbtNhM4cEymyi5HZD2dX6rmh2VzE4waW7pbUUgXF7',
  },
  {
    address: 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
    secretKey: '3rSg4wp38McUCkhe511k98mKhsSYxCw4mrvytNLULVvsPDFmaxC4XSyAPT54Tx3QqJmBbXoPsdbVAYqynzZR1K2i',
  },
  {
    address: '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp',
    secretKey: '5uXAKT5i9KNt3LwCGAqUXYgtyhvGcUGm1CvPtPAyVy2geBftjuZ2mcV6oQQs7BMTNsNHS3hffaM1TJqsNEEQgAE6',
  },
  {
    address: '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp',
    secretKey: '2FhULCkfNPpQsTeMebSdix4QhhcVgG4Fu7HYYB6pwkGEFar8FUacee4WmqtXFMyvx3GrKGYgXXBJX9Z6G5Dv1hBn',
  },
  {
    address: '7EeV8eiRuGoR8bFHCjdCRGQd1RM5sR2dAkdiTEtC9ko7',
    secretKey: 'hURca1bpFc3Grtne1KsotwTabDmtNdskVWE6wbVzJDNFkKkzDXFTFEU3CszYigWd42cq9TQ2a1mrtRPEb5TUsAd',
  },
  {
    address: 'F9fVg2LeE2RhM6CfNn888hbjqovZDEWY3vm2hEkvX3Nh',
    secretKey: '3yt2ZgpQRjz2pXrD3qez8xkuC9oA5gQ1KmJAVy79xYADgoS4F8XsavEWDqryukrdc7Z3Xk78sSFx5Svnd4hTJopm',
  },
  {
    address: '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6',
    secretKey: '29efn8AUKWNmmyQjWEZebh8CzA9663awdcmPfSVwRsHq5tQeQkCgFXgdLX821XGmQYnub65qR48hhWqkL59Ac4iN',
  },
  {
    address: '5mCGtMUD21HEvWJxKGKS6HEAH7ezzy12MWGs4bPgcJwV',
    secretKey: '4rYyAiSkKMKQ3PexSUkzdxTvuVHv33a49c8VVrWLB3xRSeAXFf8fiwvbNy5LEQ6wCpc6ZeBfnvroVv6fVsT9UcP5',
  },
  {
    address: '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab',
    secretKey: '5uYLMzbkZ7DCxH9gsSxi4UoMbA4YDw3vxwSgnAbDA8jvTY1YY9jGKJsx8dQTtc9yJstkeLVCAcTUZtALZyA4svvj',
  },
]
